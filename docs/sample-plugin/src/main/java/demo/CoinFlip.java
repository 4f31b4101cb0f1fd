package demo;

import arcade.api.host.*;
import arcade.api.model.*;
import arcade.api.plugin.*;
import arcade.api.session.SavedGame;
import javafx.scene.control.Button;
import javafx.scene.layout.HBox;
import java.util.List;
import java.util.Optional;

/** Call the coin: a complete game on the host, in one file. */
public final class CoinFlip implements GamePlugin {
    static final PlayerId YOU = new PlayerId("you");

    /** The state: the coin (thrown from the game's seed) and your call, once made. */
    record Coin(boolean heads, String call) {}

    /** The rules as a game automaton: one move, then the game is over. */
    static final GameRules<Coin, String> RULES = new GameRules<>() {
        public List<PlayerId> players() { return List.of(YOU); }
        public PlayerId toMove(Coin c) { return YOU; }
        public NodeKind kind(Coin c) { return c.call() == null ? NodeKind.DECISION : NodeKind.TERMINAL; }
        public List<String> legalMoves(Coin c) { return c.call() == null ? List.of("heads", "tails") : List.of(); }
        public Coin apply(Coin c, String call) { return new Coin(c.heads(), call); }
        public Optional<Outcome> outcome(Coin c) {
            if (c.call() == null) return Optional.empty();
            return Optional.of(Outcome.win(c.call().equals(c.heads() ? "heads" : "tails") ? YOU : PlayerId.HOUSE));
        }
        public String formatMove(String call) { return call; }
        public String parseMove(Coin c, String text) {
            if (!text.equals("heads") && !text.equals("tails")) throw new MoveFormatException("call heads or tails");
            return text;
        }
    };

    /** The definition: the rules, the one variant, and how a game id (params#seed) becomes a state. */
    static final GameDefinition<Coin, String> DEFINITION = new GameDefinition<>() {
        public GameRules<Coin, String> rules() { return RULES; }
        public Params<?> params() { return new Params<String>() {
            public String parse(String text) { if (!text.equals("coin")) throw new ParamsException("there is one coin"); return text; }
            public String format(String p) { return p; }
            public String describe(String p) { return "One coin"; }
        }; }
        public Coin initialState(GameId id) { return new Coin(id.seed() % 2 == 0, null); }
        public List<Preset> presets() { return List.of(new Preset("coin", "One coin")); }
    };

    /** The view: two buttons; the host shows the result, records it and offers Play again. */
    static final class Buttons implements GameView<Coin, String> {
        final HBox box = new HBox(8);
        Buttons(Play<Coin, String> play) {
            for (String call : List.of("heads", "tails")) {
                Button b = new Button(call.equals("heads") ? "Heads!" : "Tails!");
                b.setOnAction(e -> play.play(call));
                box.getChildren().add(b);
            }
        }
        public javafx.scene.Node node() { return box; }
        public void show(Frame<Coin, String> frame) { box.setDisable(frame.state().call() != null); }
    }

    public GameInfo info() { return new GameInfo("coin-flip", "Coin flip", "Call heads and see.", "mdi2c-circle-multiple-outline"); }
    public Optional<GameDefinition<?, ?>> definition() { return Optional.of(DEFINITION); }

    public GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
        return GameHost.of(ctx, "coin-flip", DEFINITION).view(Buttons::new).open(resume);
    }
}
