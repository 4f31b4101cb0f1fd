package arcade.shell.storage;

/** How the library shows the games: as cards in columns, or as a compact list of one row each. */
public enum LibraryLayout { CARDS, LIST }
