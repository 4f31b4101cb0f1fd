package arcade.api.plugin;

/**
 * Which common controls a game offers; the shell enables only these. {@code REPLAY}: the game can
 * show a finished game from the statistics' last games ({@link GameInstance#replay}).
 */
public enum Capability { NEW_GAME, CUSTOM_GAME, RESTART, UNDO, REDO, HINT, SOLVE, PAUSE, SETTINGS, REPLAY }
