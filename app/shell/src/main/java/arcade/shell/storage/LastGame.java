package arcade.shell.storage;

import arcade.api.session.SavedGame;
import arcade.api.store.GameRecord;

import java.util.Objects;

/** One of the last finished games the statistics keep: its figures and the game itself, to replay. */
public record LastGame(GameRecord record, SavedGame game) {
    public LastGame {
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(game, "game");
    }
}
