package arcade.api.host;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.plugin.Ending;
import arcade.api.plugin.GameAction;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Node;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The host a game stands on (the "midend"): the game hands it its definition, its view and its
 * input, and the host runs everything that is the same in every game — the session's life (new
 * games from presets or custom params, prepared and restored off the FX thread, autosave, the
 * clock, pause), the chrome's controls derived from the definition, the record of each finished
 * game with the game itself (so the statistics' last games can replay it), the end-of-game card,
 * the last move, replays and the theme's palette.
 *
 * <pre>{@code
 * public GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
 *     return GameHost.of(ctx, "minesweeper", MinesDefinition.INSTANCE)
 *             .view(MinesView::new)                 // draws a frame, marks the last move
 *             .input(MinesInput::install)           // mouse and keys -> moves
 *             .hint(MinesHint::show).solve("Auto-play", MinesAutoPlay::toggle)
 *             .open(resume);
 * }
 * }</pre>
 */
public final class GameHost {
    private GameHost() {}

    /** True once a hosted game has its first game ready to play (tests wait for it); true for any other game. */
    public static boolean isReady(GameInstance game) { return !(game instanceof HostedGame<?, ?, ?> h) || h.isReady(); }

    public static <S, M> Setup<S, M> of(GameContext ctx, String pluginId, GameDefinition<S, M> definition) {
        return new Setup<>(ctx, pluginId, definition);
    }

    /** A computer player or helper run from the chrome (Hint, Solve); it uses {@link Play#background}. */
    @FunctionalInterface
    public interface Assist<S, M> { void run(Play<S, M> play); }

    /** Shows the game's Custom dialog over {@code play.root()}: the params text chosen, or empty when cancelled. */
    @FunctionalInterface
    public interface CustomGame<S, M> { Optional<String> ask(Play<S, M> play, String currentParams); }

    /**
     * Names the game to play for params and a fresh seed, off the FX thread (a deal the solver can
     * win); it may take a while and should stop early when the thread is interrupted.
     */
    @FunctionalInterface
    public interface Dealer { GameId deal(String params, long seed) throws Exception; }

    /**
     * The computer on the other side of a board game (or a player across the network): the host
     * asks it for its move whenever it is to move, off the FX thread, and plays that move as a
     * move of the game (not as help). Undo and Redo skip its moves, so they always hand the turn
     * back to the person at the keyboard.
     */
    public interface Opponent<S, M> {
        /** True when the opponent, not the person at the keyboard, moves in {@code state} (FX thread; cheap). */
        boolean movesIn(S state);

        /** Its move in {@code state}; runs off the FX thread and should stop early when interrupted. */
        M choose(S state) throws Exception;

        /**
         * Its step in {@code state}: its move, or in a chance state the event it brings about (its
         * roll of the die), recorded as a chance step of its own. Runs off the FX thread.
         */
        default Session.Step<M> step(S state) throws Exception { return Session.Step.move(choose(state)); }

        /** The status line while it thinks. */
        default String thinking() { return "The computer is thinking…"; }

        /**
         * True while a person, not a program, plays this side (a match across the network): as at
         * a real board, no move is taken back (Undo, Redo, Restart off), no help is given (Hint,
         * Solve off) and the game is not paused. Asked on the FX thread after every change.
         */
        default boolean isPerson() { return false; }
    }

    /** The first step: the game's definition and context. */
    public static final class Setup<S, M> {
        private final GameContext ctx;
        private final String pluginId;
        private final GameDefinition<S, M> definition;

        private Setup(GameContext ctx, String pluginId, GameDefinition<S, M> definition) {
            this.ctx = Objects.requireNonNull(ctx, "ctx");
            this.pluginId = Objects.requireNonNull(pluginId, "pluginId");
            this.definition = Objects.requireNonNull(definition, "definition");
        }

        /** The game's view, built once with the host's {@link Play}. */
        public <V extends GameView<S, M>> Builder<S, M, V> view(Function<Play<S, M>, V> factory) {
            return new Builder<>(this, Objects.requireNonNull(factory, "view"));
        }
    }

    /** Everything else the game supplies; all optional. */
    public static final class Builder<S, M, V extends GameView<S, M>> {
        final GameContext ctx;
        final String pluginId;
        final GameDefinition<S, M> definition;
        final Function<Play<S, M>, V> viewFactory;
        BiConsumer<Play<S, M>, V> input = (p, v) -> { };
        Assist<S, M> hint;
        Opponent<S, M> opponent;
        Assist<S, M> solve;
        String solveLabel = "Solve";
        CustomGame<S, M> custom;
        Dealer dealer = GameId::seeded;
        String dealingText = "Preparing the game…";
        Function<Frame<S, M>, String> status;
        Function<Session<S, M>, String> endTitle;
        Function<Session<S, M>, String> endLine = s -> null;
        Ending.Placement endPlacement = Ending.Placement.CENTRED;
        Function<Session<S, M>, String> recordParams = s -> s.id().params();
        Function<Session<S, M>, String> playAgain = s -> s.id().params();
        Supplier<Map<String, String>> saveExtra = Map::of;
        BiConsumer<Play<S, M>, SavedGame> restored = (p, s) -> { };
        Consumer<Session<S, M>> onSession = s -> { };
        ObservableList<GameAction> actions = FXCollections.observableArrayList();
        Function<Play<S, M>, Node> settings;
        String stylesheet;
        String styleClass;
        boolean pausable = true;
        String firstParams;

        private Builder(Setup<S, M> setup, Function<Play<S, M>, V> viewFactory) {
            this.ctx = setup.ctx;
            this.pluginId = setup.pluginId;
            this.definition = setup.definition;
            this.viewFactory = viewFactory;
        }

        /** Wires mouse and keys to moves, once the view is built (an input class of the game's own). */
        public Builder<S, M, V> input(BiConsumer<Play<S, M>, V> wire) { this.input = Objects.requireNonNull(wire); return this; }

        /** The computer (or a remote player) that plays the other side. */
        public Builder<S, M, V> opponent(Opponent<S, M> opponent) { this.opponent = opponent; return this; }

        /** The chrome's Hint (key H). */
        public Builder<S, M, V> hint(Assist<S, M> hint) { this.hint = hint; return this; }

        /** The chrome's Solve, under the game's own label ("Auto-play"). */
        public Builder<S, M, V> solve(String label, Assist<S, M> solve) { this.solveLabel = label; this.solve = solve; return this; }

        /** The chrome's Custom… */
        public Builder<S, M, V> custom(CustomGame<S, M> custom) { this.custom = custom; return this; }

        /** How a new game is named from params and a seed, when that takes work (shown with {@code text}). */
        public Builder<S, M, V> dealer(String text, Dealer dealer) { this.dealingText = text; this.dealer = Objects.requireNonNull(dealer); return this; }

        /** The game's status line; the default names the variant and counts the moves. */
        public Builder<S, M, V> status(Function<Frame<S, M>, String> status) { this.status = status; return this; }

        /** The end-of-game card's title in the game's words ("Cleared!", "Black wins"); the default says won, lost or drawn. */
        public Builder<S, M, V> endTitle(Function<Session<S, M>, String> title) { this.endTitle = title; return this; }

        /** A line of the game's own on the end-of-game card (the fatal mine, the winning line), or null. */
        public Builder<S, M, V> endLine(Function<Session<S, M>, String> line) { this.endLine = Objects.requireNonNull(line); return this; }

        /**
         * Where the end-of-game card goes: {@link Ending.Placement#BELOW_BOARD} for a puzzle whose
         * solved board must stay in view (a bar under the game, which shrinks above it); centred by default.
         */
        public Builder<S, M, V> endPlacement(Ending.Placement placement) { this.endPlacement = Objects.requireNonNull(placement); return this; }

        /** The params text the statistics file a finished game under, when it is not the game id's (a mode or level added). */
        public Builder<S, M, V> recordAs(Function<Session<S, M>, String> params) { this.recordParams = Objects.requireNonNull(params); return this; }

        /**
         * What the end-of-game card's Play again starts after the finished game: the params text of
         * the next game (the same variant by default). A game whose variant is not the player's own
         * (a show the computer plays) names the game the player plays next.
         */
        public Builder<S, M, V> playAgain(Function<Session<S, M>, String> params) { this.playAgain = Objects.requireNonNull(params); return this; }

        /** Small values saved with the unfinished game, and read back when it is resumed. */
        public Builder<S, M, V> extra(Supplier<Map<String, String>> save, BiConsumer<Play<S, M>, SavedGame> restored) {
            this.saveExtra = Objects.requireNonNull(save);
            this.restored = Objects.requireNonNull(restored);
            return this;
        }

        /** Called on the FX thread each time a session starts (a new, restored or restarted game), before it is drawn. */
        public Builder<S, M, V> onSession(Consumer<Session<S, M>> hook) { this.onSession = Objects.requireNonNull(hook); return this; }

        /** The game's own commands beside the chrome's. */
        public Builder<S, M, V> actions(ObservableList<GameAction> actions) { this.actions = Objects.requireNonNull(actions); return this; }

        /** The game's page in the settings dialog. */
        public Builder<S, M, V> settings(Function<Play<S, M>, Node> page) { this.settings = page; return this; }

        /** The game's stylesheet and the style class of the host's root (where its looked-up colours live). */
        public Builder<S, M, V> style(String stylesheetUrl, String rootStyleClass) {
            this.stylesheet = stylesheetUrl;
            this.styleClass = rootStyleClass;
            return this;
        }

        /** False for a game that must never be paused (the player's own choice of a network match is the game's). */
        public Builder<S, M, V> pausable(boolean pausable) { this.pausable = pausable; return this; }

        /** The params of the first game when there is nothing to resume; the definition's first preset otherwise. */
        public Builder<S, M, V> firstGame(String params) { this.firstParams = params; return this; }

        /** Builds the game (on the FX thread): resumes {@code resume} off the FX thread, or starts the first game. */
        public GameInstance open(Optional<SavedGame> resume) {
            HostedGame<S, M, V> game = new HostedGame<>(this);
            game.start(resume);
            return game;
        }
    }
}
