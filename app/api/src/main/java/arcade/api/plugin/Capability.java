package arcade.api.plugin;

/** Which common controls a game offers; the shell enables only these. */
public enum Capability { NEW_GAME, CUSTOM_GAME, RESTART, UNDO, REDO, HINT, SOLVE, PAUSE, SETTINGS }
