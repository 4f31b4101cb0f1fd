package arcade.games.shannon.view;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.games.shannon.ai.GameReview;
import arcade.games.shannon.ai.Teaching;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Looking back: the move list, showing any earlier position read-only (the present game goes on
 * underneath and is never changed), step-by-step replay of a finished game, and the post-game
 * review computed off the FX thread from the perfect analysis.
 */
final class HistoryBrowser {
    private final GameContext ctx;
    private final GameController game;
    private final BoardView view;
    private final HistoryPanel panel;
    private List<Integer> moves = List.of();
    private ShannonState initial;
    private int showing = -1;           // the position looked at (moves played), -1 = the present
    private GameReview review;          // of the finished game, once computed
    private int ticket;

    HistoryBrowser(GameContext ctx, GameController game, BoardView view) {
        this.ctx = ctx;
        this.game = game;
        this.view = view;
        this.panel = new HistoryPanel(this::show, this::present, this::showMistake);
        panel.teachProperty().addListener((o, a, on) -> teach());
    }

    HistoryPanel panel() { return panel; }

    boolean isBrowsing() { return showing >= 0; }

    int showing() { return showing; }

    Optional<GameReview> review() { return Optional.ofNullable(review); }

    /** After every change of the game: a game that moved on (or a new one) brings the board back to the present. */
    void refresh() {
        if (game.session() == null) return;
        List<Integer> now = game.moves();
        ShannonState start = game.session().initialState();
        if (!now.equals(moves) || start != initial) {
            moves = now;
            initial = start;
            showing = -1;
            review = null;
            ticket++;
            if (game.state().isOver()) requestReview();
            teach();
        }
        apply();
    }

    /** Shows the position after {@code k} moves (0 = the start); the last one is the present. */
    void show(int k) {
        if (initial == null) return;
        showing = k >= moves.size() || k < 0 ? -1 : k;
        apply();
    }

    void present() { show(-1); }

    /** Replays a finished game from its start, one step per Right arrow or ▶. */
    void replay() { show(0); }

    /** Left / Right (and Home / End) step through the positions while looking back or after the game. */
    boolean handleKey(KeyEvent e) {
        if (initial == null || (!isBrowsing() && !game.state().isOver())) return false;
        int here = isBrowsing() ? showing : moves.size();
        int to;
        KeyCode k = e.getCode();
        if (k == KeyCode.LEFT) to = Math.max(0, here - 1);
        else if (k == KeyCode.RIGHT) to = here + 1;
        else if (k == KeyCode.HOME) to = 0;
        else if (k == KeyCode.END) to = moves.size();
        else return false;
        e.consume();
        show(to);
        return true;
    }

    private void showMistake() {
        mistake().ifPresent(m -> show(m.move()));
    }

    private void apply() {
        panel.setRows(rows());
        panel.setBrowsing(isBrowsing(), showing);
        panel.setReview(review == null ? null : reviewText(), mistake().isPresent());
        if (!isBrowsing()) {
            view.showPast(null, null, -1, -1);
            panel.setWhere(null);
            return;
        }
        ShannonState s = initial;
        for (int i = 0; i < showing; i++) s = s.play(moves.get(i));
        int better = -1, played = -1;
        if (review != null)
            for (GameReview.Mistake m : review.mistakes()) if (m.move() == showing) { better = m.better(); played = m.played(); }
        String label = (showing == 0 ? "The start" : "After move " + showing + " of " + moves.size()) + " · looking back";
        view.showPast(s, label, better, played);
        panel.setWhere(review == null ? null : whereText(better >= 0));
    }

    private String whereText(boolean mistakeHere) {
        Side w = review.winners().get(showing);
        String line = "From here " + MatchConfig.name(w) + " wins with best play.";
        if (mistakeHere) line += " The dashed link was played; the highlighted one would have kept the win.";
        return line;
    }

    private List<String> rows() {
        List<String> rows = new ArrayList<>();
        if (initial == null) return rows;
        rows.add("Start");
        Side mover = initial.toMove();
        for (int i = 0; i < moves.size(); i++) {
            boolean mistake = false;
            if (review != null) for (GameReview.Mistake m : review.mistakes()) mistake |= m.move() == i;
            rows.add((i + 1) + ". " + who(mover) + " " + verb(mover, !who(mover).equals("You")) + " link " + moves.get(i)
                    + (mistake ? "  (lost the win)" : ""));
            mover = mover.other();
        }
        return rows;
    }

    /** "You", "The computer", "The other player", or the side's name when two share the computer. */
    private String who(Side side) {
        MatchConfig c = game.config();
        return switch (c.mode()) {
            case HOT_SEAT -> MatchConfig.name(side);
            case VS_COMPUTER -> side == c.human() ? "You" : "Computer";
            case NETWORK -> side == c.human() ? "You" : "Other player";
        };
    }

    private static String verb(Side side, boolean thirdPerson) {
        String v = side == Side.SHORT ? "heal" : "cut";
        return thirdPerson ? v + "s" : v;
    }

    /** The mistake the review talks about: the loser's first lost win. */
    private Optional<GameReview.Mistake> mistake() {
        if (review == null || game.state().winner().isEmpty()) return Optional.empty();
        return review.firstMistakeOf(game.state().winner().get().other());
    }

    private String reviewText() {
        Side winner = game.state().winner().orElseThrow(), loser = winner.other();
        Optional<GameReview.Mistake> m = mistake();
        if (m.isEmpty())
            return subject(loser) + " never had a won position: with best play " + MatchConfig.name(winner)
                    + " wins from the start.";
        GameReview.Mistake x = m.get();
        String ing = x.mover() == Side.SHORT ? "healing" : "cutting";
        return subject(loser) + " threw the win away with move " + (x.move() + 1) + " (" + ing + " link " + x.played() + "); "
                + ing + " link " + x.better() + " instead would have kept it.";
    }

    private String subject(Side side) {
        String w = who(side);
        return w.equals("Computer") || w.equals("Other player") ? "The " + w.toLowerCase(java.util.Locale.ROOT) : w;
    }

    /**
     * Teach mode: after the computer's move, why it keeps the win (from {@link Teaching}, off the
     * FX thread); only against the computer, never in a network match.
     */
    private void teach() {
        boolean available = game.config() != null && game.config().mode() == PlayMode.VS_COMPUTER;
        panel.setTeachAvailable(available);
        if (!available || !panel.teachProperty().get()) { panel.setTeachText(null); return; }
        int n = moves.size();
        Side computer = game.config().computerSide();
        if (n < 2 || initial == null) { panel.setTeachText("The computer explains each of its moves here."); return; }
        ShannonState before = initial;
        for (int i = 0; i < n - 2; i++) before = before.play(moves.get(i));
        if (before.play(moves.get(n - 2)).toMove() != computer) return; // the last move was not the computer's
        int t = ticket;
        ShannonState from = before;
        int move = moves.get(n - 2), reply = moves.get(n - 1);
        Background.run(ctx.executor(), () -> Teaching.explain(from, move, reply), () -> t == ticket,
                text -> panel.setTeachText(text.orElse("I played link " + reply + ", the best I could find: with best play you can win from here.")),
                err -> panel.setTeachText(null));
    }

    private void requestReview() {
        int t = ticket;
        ShannonState start = initial;
        List<Integer> played = List.copyOf(moves);
        Background.run(ctx.executor(), () -> GameReview.of(start, played), () -> t == ticket,
                r -> { review = r; apply(); },
                err -> panel.setReview("The review could not be computed.", false));
    }
}
