package arcade.games.minesweeper.model;

import java.util.Locale;

/** What the first reveal is protected from: the mines are laid only after it. */
public enum FirstClick {
    /** The clicked cell and its neighbours are mine-free, so play opens on a 0 (GNOME Mines). */
    ZERO,
    /** Only the clicked cell is mine-free. */
    SAFE,
    /** No protection: the first reveal may hit a mine. */
    NONE;

    public String text() { return name().toLowerCase(Locale.ROOT); }

    public String words() {
        return switch (this) {
            case ZERO -> "first click opens an area";
            case SAFE -> "first click is safe";
            case NONE -> "first click unprotected";
        };
    }
}
