package arcade.gamesystem.view;

import arcade.api.model.PlayerId;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

import java.util.List;

/**
 * Who sits at which side: the person at this computer plays one player (the first, or the one
 * whose turn it was when the computer was chosen), the computer at the chosen strength every
 * other one; or people at this computer play every side.
 */
final class Seats {
    final ObjectProperty<Opponent> opponent = new SimpleObjectProperty<>(Opponent.MEDIUM);
    /** The index of the player the person at this computer plays against the computer. */
    int human;

    boolean computerPlays(PlayerId player, List<PlayerId> players) {
        return opponent.get().computer() && players.indexOf(player) != human;
    }

    /** How a player is named in the status line: with "(you)" or "(computer)" when the computer plays. */
    String name(PlayerId player, List<PlayerId> players) {
        if (!opponent.get().computer()) return player.id();
        return player.id() + (computerPlays(player, players) ? " (computer)" : " (you)");
    }

    /** The opponent saved with an unfinished game; an unknown name keeps the current one. */
    void restore(String saved, String seat) {
        if (saved != null) for (Opponent o : Opponent.values()) if (o.name().equals(saved)) opponent.set(o);
        if (seat != null && seat.matches("[0-9]")) human = Integer.parseInt(seat);
    }

    java.util.Map<String, String> saved() { return java.util.Map.of("opponent", opponent.get().name(), "seat", Integer.toString(human)); }
}
