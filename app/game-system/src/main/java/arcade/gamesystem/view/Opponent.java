package arcade.gamesystem.view;

import arcade.gamesystem.ai.ComputerPlayer;

/** Who plays the other side: people at this computer, or the computer at a strength. */
enum Opponent {
    HOT_SEAT("Players at this computer", null),
    EASY("Computer, easy", ComputerPlayer.Strength.EASY),
    MEDIUM("Computer, medium", ComputerPlayer.Strength.MEDIUM),
    HARD("Computer, hard", ComputerPlayer.Strength.HARD);

    final String label;
    final ComputerPlayer.Strength strength;

    Opponent(String label, ComputerPlayer.Strength strength) {
        this.label = label;
        this.strength = strength;
    }

    boolean computer() { return strength != null; }

    @Override public String toString() { return label; }
}
