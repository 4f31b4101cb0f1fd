package arcade.games.capuzzle.game;

import arcade.games.capuzzle.model.Automaton;

/** A bundled automaton: its short id (used in params), the name players see, and the automaton. */
public record LibraryEntry(String id, String name, Automaton automaton) {}
