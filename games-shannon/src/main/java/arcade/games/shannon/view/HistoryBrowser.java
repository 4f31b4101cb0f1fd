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
 * underneath and is never changed), step-by-step replay of a finished game (the one just played,
 * or one from the statistics, shown over the game in play), and the post-game review computed off
 * the FX thread from the perfect analysis.
 */
final class HistoryBrowser {
    /** A game shown in the panel: its start, its moves and who played them. */
    record Line(ShannonState initial, List<Integer> moves, MatchConfig config, String title) {
        ShannonState end() {
            ShannonState s = initial;
            for (int m : moves) s = s.play(m);
            return s;
        }
    }

    private final GameContext ctx;
    private final GameController game;
    private final BoardView view;
    private final HistoryPanel panel;
    private List<Integer> moves = List.of();   // the game in play
    private ShannonState initial;
    private Line replayed;                     // a finished game from the statistics, shown instead; null = none
    private final javafx.beans.property.ReadOnlyBooleanWrapper replaying = new javafx.beans.property.ReadOnlyBooleanWrapper();
    private int showing = -1;           // the position looked at (moves played), -1 = the present
    private GameReview review;          // of the game shown, once finished and computed
    private int ticket;
    private int teachTicket;

    HistoryBrowser(GameContext ctx, GameController game, BoardView view) {
        this.ctx = ctx;
        this.game = game;
        this.view = view;
        this.panel = new HistoryPanel(this::show, this::present, this::showMistake);
        panel.teachProperty().addListener((o, a, on) -> teach());
    }

    HistoryPanel panel() { return panel; }

    boolean isBrowsing() { return showing >= 0; }

    /** A finished game from the statistics is shown. */
    boolean isReplaying() { return replayed != null; }

    javafx.beans.property.ReadOnlyBooleanProperty replayingProperty() { return replaying.getReadOnlyProperty(); }

    int showing() { return showing; }

    Optional<GameReview> review() { return Optional.ofNullable(review); }

    /**
     * After every change of the game: a game that moved on (or a new one) brings the board back to
     * the present, unless a game from the statistics is shown (it stays until closed).
     */
    void refresh() {
        if (game.session() == null) return;
        List<Integer> now = game.moves();
        ShannonState start = game.session().initialState();
        if (!now.equals(moves) || start != initial) {
            moves = now;
            initial = start;
            if (replayed == null) restartLine();
            teach();
        }
        apply();
    }

    /** Shows the position after {@code k} moves (0 = the start); the last one of the game in play is the present. */
    void show(int k) {
        Line line = line();
        if (line == null) return;
        if (replayed != null) showing = Math.max(0, Math.min(k, line.moves().size()));
        else showing = k >= line.moves().size() || k < 0 ? -1 : k;
        apply();
    }

    /** Back to the game in play (closing a replay from the statistics). */
    void present() {
        if (replayed == null) { show(-1); return; }
        replayed = null;
        restartLine();
        apply();
        replaying.set(false);
    }

    /** Replays a finished game from its start, one step per Right arrow or ▶. */
    void replay() { show(0); }

    /** Shows a finished game from the statistics from its start, over the game in play. */
    void replay(Line finished) {
        replayed = finished;
        restartLine();
        showing = 0;
        apply();
        replaying.set(true);
    }

    /** A new line is shown: from its present, with its own review once it is over. */
    private void restartLine() {
        showing = -1;
        review = null;
        ticket++;
        Line line = line();
        if (line != null && line.end().isOver()) requestReview();
    }

    /** The game shown in the panel: the replayed one, else the game in play. */
    private Line line() {
        if (replayed != null) return replayed;
        return initial == null ? null : new Line(initial, moves, game.config(), null);
    }

    /** Left / Right (and Home / End) step through the positions while looking back or after the game. */
    boolean handleKey(KeyEvent e) {
        Line line = line();
        if (line == null || (!isBrowsing() && !game.state().isOver())) return false;
        int here = isBrowsing() ? showing : line.moves().size();
        int to;
        KeyCode k = e.getCode();
        if (k == KeyCode.LEFT) to = Math.max(0, here - 1);
        else if (k == KeyCode.RIGHT) to = here + 1;
        else if (k == KeyCode.HOME) to = 0;
        else if (k == KeyCode.END) to = line.moves().size();
        else return false;
        e.consume();
        show(to);
        return true;
    }

    private void apply() {
        Line line = line();
        panel.setReplayTitle(replayed == null ? null : replayed.title());
        panel.setRows(rows(line));
        panel.setBrowsing(isBrowsing(), showing);
        panel.setReview(review == null ? null : reviewText(line), mistake(line).isPresent());
        if (!isBrowsing()) {
            view.showPast(null, null, -1, -1);
            panel.setWhere(null);
            return;
        }
        ShannonState s = line.initial();
        for (int i = 0; i < showing; i++) s = s.play(line.moves().get(i));
        int better = -1, played = -1;
        if (review != null)
            for (GameReview.Mistake m : review.mistakes()) if (m.move() == showing) { better = m.better(); played = m.played(); }
        int n = line.moves().size();
        String label = replayed != null
                ? "Replay · " + (showing == 0 ? "the start" : "move " + showing + " of " + n)
                : (showing == 0 ? "The start" : "After move " + showing + " of " + n) + " · looking back";
        view.showPast(s, label, better, played);
        panel.setWhere(review == null ? null : whereText(better >= 0));
    }

    private String whereText(boolean mistakeHere) {
        Side w = review.winners().get(showing);
        String line = "From here " + MatchConfig.name(w) + " wins with best play.";
        if (mistakeHere) line += " The dashed link was played; the highlighted one would have kept the win.";
        return line;
    }

    private List<String> rows(Line line) {
        List<String> rows = new ArrayList<>();
        if (line == null) return rows;
        rows.add("Start");
        Side mover = line.initial().toMove();
        for (int i = 0; i < line.moves().size(); i++) {
            boolean mistake = false;
            if (review != null) for (GameReview.Mistake m : review.mistakes()) mistake |= m.move() == i;
            String who = who(line.config(), mover);
            rows.add((i + 1) + ". " + who + " " + verb(mover, !who.equals("You")) + " link " + line.moves().get(i)
                    + (mistake ? "  (lost the win)" : ""));
            mover = mover.other();
        }
        return rows;
    }

    /** "You", "The computer", "The other player", or the side's name when two share the computer. */
    private static String who(MatchConfig c, Side side) {
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
    private Optional<GameReview.Mistake> mistake(Line line) {
        if (review == null || line == null) return Optional.empty();
        Optional<Side> winner = line.end().winner();
        return winner.isEmpty() ? Optional.empty() : review.firstMistakeOf(winner.get().other());
    }

    private void showMistake() {
        mistake(line()).ifPresent(m -> show(m.move()));
    }

    private String reviewText(Line line) {
        Side winner = line.end().winner().orElseThrow(), loser = winner.other();
        Optional<GameReview.Mistake> m = mistake(line);
        if (m.isEmpty())
            return subject(line.config(), loser) + " never had a won position: with best play " + MatchConfig.name(winner)
                    + " wins from the start.";
        GameReview.Mistake x = m.get();
        String ing = x.mover() == Side.SHORT ? "healing" : "cutting";
        return subject(line.config(), loser) + " threw the win away with move " + (x.move() + 1) + " (" + ing + " link " + x.played() + "); "
                + ing + " link " + x.better() + " instead would have kept it.";
    }

    private static String subject(MatchConfig c, Side side) {
        String w = who(c, side);
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
        int t = ++teachTicket;
        ShannonState from = before;
        int move = moves.get(n - 2), reply = moves.get(n - 1);
        Background.run(ctx.executor(), () -> Teaching.explain(from, move, reply), () -> t == teachTicket,
                text -> panel.setTeachText(text.orElse("I played link " + reply + ", the best I could find: with best play you can win from here.")),
                err -> panel.setTeachText(null));
    }

    private void requestReview() {
        int t = ticket;
        Line line = line();
        ShannonState start = line.initial();
        List<Integer> played = List.copyOf(line.moves());
        Background.run(ctx.executor(), () -> GameReview.of(start, played), () -> t == ticket,
                r -> { review = r; apply(); },
                err -> panel.setReview("The review could not be computed.", false));
    }
}
