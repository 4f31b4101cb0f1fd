package arcade.games.shannon.view.panels;

import arcade.games.shannon.view.match.GameController;
import arcade.games.shannon.view.match.MatchConfig;
import arcade.games.shannon.view.match.PlayMode;

import arcade.games.shannon.view.board.BoardOverlay;
import arcade.games.shannon.view.board.BoardView;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.games.shannon.ai.GameReview;
import arcade.games.shannon.ai.Reasons;
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
 * underneath and is never changed), the moves of a finished game the host replays step by step
 * over the game in play, and the post-game review computed off the FX thread from the perfect analysis.
 */
public final class HistoryBrowser {
    /** A game shown in the panel: its start, its moves and who played them. */
    public record Line(ShannonState initial, List<Integer> moves, MatchConfig config, String title) {
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
    private final javafx.beans.property.ReadOnlyBooleanWrapper browsing = new javafx.beans.property.ReadOnlyBooleanWrapper();
    private int showing = -1;           // the position looked at (moves played), -1 = the present
    private GameReview review;          // of the game shown, once finished and computed
    private Reasons.Reason lostBecause; // why the loser's first mistake lost, with what shows it; null if none
    private int ticket;
    private boolean analysisOn;         // the Analysis switch: a position looked back at shows its own analysis
    private int analysisTicket;
    private int teachTicket;

    public HistoryBrowser(GameContext ctx, GameController game, BoardView view) {
        this.ctx = ctx;
        this.game = game;
        this.view = view;
        this.panel = new HistoryPanel(this::show, this::present, this::showMistake);
        panel.teachProperty().addListener((o, a, on) -> teach());
    }

    public HistoryPanel panel() { return panel; }

    public boolean isBrowsing() { return showing >= 0; }

    /** A finished game from the statistics is shown. */
    boolean isReplaying() { return replayed != null; }

    javafx.beans.property.ReadOnlyBooleanProperty replayingProperty() { return replaying.getReadOnlyProperty(); }

    /** True while an earlier position (or a replay) is shown instead of the present. */
    javafx.beans.property.ReadOnlyBooleanProperty browsingProperty() { return browsing.getReadOnlyProperty(); }

    public int showing() { return showing; }

    public Optional<GameReview> review() { return Optional.ofNullable(review); }

    /**
     * After every change of the game: a game that moved on (or a new one) brings the board back to
     * the present, unless a game from the statistics is shown (it stays until closed).
     */
    public void refresh() {
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
    public void show(int k) {
        Line line = line();
        if (line == null) return;
        if (replayed != null) showing = Math.max(0, Math.min(k, line.moves().size()));
        else showing = k >= line.moves().size() || k < 0 ? -1 : k;
        apply();
    }

    /** Ends the host's replay when the panel's Back to the game is pressed during one. */
    public void setOnCloseReplay(Runnable r) { onCloseReplay = r; }

    private Runnable onCloseReplay;
    private boolean closingReplay;

    /** Back to the game in play (closing a replay from the statistics). */
    public void present() {
        if (replayed == null) { show(-1); return; }
        if (onCloseReplay != null && !closingReplay) {
            closingReplay = true;
            try { onCloseReplay.run(); } finally { closingReplay = false; }
            if (replayed == null) return;
        }
        replayed = null;
        restartLine();
        apply();
        replaying.set(false);
    }

    /** The board's names changed (the Bridg-It view was switched): the words are written again. */
    public void namesChanged() {
        Line line = line();
        if (line == null) return;
        int keep = showing;
        review = null;
        lostBecause = null;
        ticket++;
        if (line.end().isOver()) requestReview();
        showing = keep;
        teach();
        apply();
    }

    /** Replays a finished game from its start, one step per Right arrow or ▶. */
    public void replay() { show(0); }

    /** Shows a finished game from the statistics from its start, over the game in play. */
    public void replay(Line finished) {
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
        lostBecause = null;
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
    public boolean handleKey(KeyEvent e) {
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
        browsing.set(isBrowsing());
        panel.setReview(review == null ? null : reviewText(line), mistake(line).isPresent());
        if (!isBrowsing()) {
            view.showPast(null, null, -1, -1, null);
            panel.setWhere(null);
            return;
        }
        ShannonState s = line.initial();
        for (int i = 0; i < showing; i++) s = s.play(line.moves().get(i));
        int better = -1, played = showing < line.moves().size() ? line.moves().get(showing) : -1;
        BoardOverlay explanation = null;
        Optional<GameReview.Mistake> reviewed = mistake(line);
        if (reviewed.isPresent() && reviewed.get().move() == showing) {
            better = reviewed.get().better();
            if (lostBecause != null) explanation = BoardOverlay.of(lostBecause.proof());
        } else if (review != null) {
            for (GameReview.Mistake m : review.mistakes()) if (m.move() == showing) better = m.better();
        }
        int n = line.moves().size();
        String label = replayed != null
                ? "Replay · " + (showing == 0 ? "the start" : "move " + showing + " of " + n)
                : (showing == 0 ? "The start" : "After move " + showing + " of " + n) + " · looking back";
        view.showPast(s, label, better, played, explanation);
        panel.setWhere(whereText(line, s, played, better));
        int at = ++analysisTicket;
        if (explanation == null && analysisOn && !s.isOver()) {
            ShannonState position = s;
            int b = better, p = played;
            // the Analysis of the position shown, never of another one: dropped if the look moved on meanwhile
            Background.run(ctx.executor(), () -> arcade.games.shannon.ai.Analysis.of(position), () -> at == analysisTicket && isBrowsing(),
                    a -> view.showPast(position, label, b, p, BoardOverlay.of(a)), err -> {});
        }
    }

    /** The Analysis switch: while on, a position looked back at is drawn with its own analysis. */
    public void setAnalysis(boolean on) {
        analysisOn = on;
        if (isBrowsing()) apply();
    }

    /** Below the list while looking back: what was played from the position shown, and who wins from it with best play. */
    private String whereText(Line line, ShannonState s, int played, int better) {
        var names = view.namesFor(s.board());
        StringBuilder t = new StringBuilder();
        if (played >= 0) {
            t.append("Next, the dashed ").append(s.toMove() == Side.SHORT ? "green" : "red").append(" link: ")
                    .append(who(line.config(), s.toMove())).append(' ').append(verb(s.toMove(), !who(line.config(), s.toMove()).equals("You")))
                    .append(' ').append(names.link(played)).append('.');
        }
        if (review != null) {
            if (t.length() > 0) t.append(' ');
            t.append("From here ").append(MatchConfig.name(review.winners().get(showing))).append(" wins with best play.");
            if (better >= 0) t.append(" The highlighted link, ").append(names.link(better)).append(", would have kept the win.");
        }
        return t.length() == 0 ? null : t.toString();
    }

    private List<String> rows(Line line) {
        List<String> rows = new ArrayList<>();
        if (line == null) return rows;
        rows.add("Start");
        Side mover = line.initial().toMove();
        var names = view.namesFor(line.initial().board());
        for (int i = 0; i < line.moves().size(); i++) {
            boolean mistake = false;
            if (review != null) for (GameReview.Mistake m : review.mistakes()) mistake |= m.move() == i;
            String who = who(line.config(), mover);
            rows.add((i + 1) + ". " + who + " " + verb(mover, !who.equals("You")) + " " + names.link(line.moves().get(i))
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
        String head = subject(line.config(), loser) + " threw the win away with move " + (x.move() + 1) + " ("
                + ing + " " + view.namesFor(line.initial().board()).link(x.played()) + "): ";
        return head + (lostBecause == null ? "a better move would have kept it." : lostBecause.text() + ".");
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
        var names = view.namesFor(from.board());
        Background.run(ctx.executor(), () -> Teaching.explain(from, move, reply, names::link), () -> t == teachTicket,
                text -> panel.setTeachText(text.orElse("I played " + names.link(reply) + ", the best I could find: with best play you can win from here.")),
                err -> panel.setTeachText(null));
    }

    /** The review of the line shown, with the reason of the loser's first mistake, computed off the FX thread. */
    private void requestReview() {
        int t = ticket;
        Line line = line();
        ShannonState start = line.initial();
        List<Integer> played = List.copyOf(line.moves());
        var names = view.namesFor(start.board());
        Side loser = line.end().winner().orElseThrow().other();
        record Result(GameReview review, Reasons.Reason reason) {}
        Background.run(ctx.executor(), () -> {
            GameReview r = GameReview.of(start, played);
            Reasons.Reason why = r.firstMistakeOf(loser).map(m -> {
                ShannonState before = start;
                for (int i = 0; i < m.move(); i++) before = before.play(played.get(i));
                return Reasons.whyLost(before, m.played(), m.better(), names::link);
            }).orElse(null);
            return new Result(r, why);
        }, () -> t == ticket,
                r -> { review = r.review(); lostBecause = r.reason(); apply(); },
                err -> panel.setReview("The review could not be computed.", false));
    }
}
