package arcade.shell.library;

/** The orders the library offers for its cards. */
public enum LibrarySort {
    NAME("Name"),
    LAST_PLAYED("Last played"),
    MOST_PLAYED("Most played");

    private final String label;

    LibrarySort(String label) { this.label = label; }

    public String label() { return label; }

    @Override public String toString() { return label; }
}
