package arcade.games.capuzzle.model;

import arcade.games.capuzzle.automaton.Automaton;

/** A bundled automaton: its short id (used in params), the name players see, and the automaton. */
public record LibraryEntry(String id, String name, Automaton automaton) {}
