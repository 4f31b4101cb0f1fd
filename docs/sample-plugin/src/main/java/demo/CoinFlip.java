package demo;

import arcade.api.plugin.BestIs;
import arcade.api.plugin.Capability;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.Rng;
import arcade.api.session.SavedGame;
import javafx.scene.Node;
import javafx.scene.control.Button;

import java.util.EnumSet;
import java.util.Optional;

/** Call heads and see: the smallest complete game plugin, found through META-INF/services. */
public final class CoinFlip implements GamePlugin {
    @Override public GameInfo info() {
        return new GameInfo("coin-flip", "Coin flip", "Call heads and see.", "mdi2c-circle-multiple-outline",
                EnumSet.noneOf(Capability.class), BestIs.HIGHEST_SCORE);
    }

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
        GameControls controls = new GameControls() {};
        Rng rng = new Rng(ctx.clock().millis());
        Button coin = new Button("Heads!");
        coin.setOnAction(e -> controls.statusProperty().set(rng.nextInt(2) == 0 ? "Heads: you win" : "Tails: you lose"));
        return new GameInstance() {
            @Override public Node root() { return coin; }
            @Override public GameControls controls() { return controls; }
            @Override public Optional<SavedGame> snapshot() { return Optional.empty(); }
            @Override public void pause() {}
            @Override public void resume() {}
            @Override public void close() {}
        };
    }
}
