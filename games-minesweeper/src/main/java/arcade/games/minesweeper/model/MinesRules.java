package arcade.games.minesweeper.model;

import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;
import arcade.games.minesweeper.model.MinesMove.Action;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The Minesweeper automaton. The first reveal leads to a chance state whose event is the mine
 * layout (its label is {@link Layout} text); the layout step then performs that reveal. A reveal
 * of a 0 opens its whole zero region; a chord opens the unflagged neighbours of a number whose
 * flags are all placed. Won when every safe cell is open (the remaining mines get flagged); lost
 * (the house wins) when a mine is opened.
 */
public final class MinesRules implements GameRules<MinesState, MinesMove> {
    public static final PlayerId PLAYER = new PlayerId("player");
    public static final MinesRules INSTANCE = new MinesRules();

    @Override public List<PlayerId> players() { return List.of(PLAYER, PlayerId.HOUSE); }
    @Override public PlayerId toMove(MinesState s) { return PLAYER; }

    @Override public NodeKind kind(MinesState s) {
        if (s.over()) return NodeKind.TERMINAL;
        return s.awaitingLayout() ? NodeKind.CHANCE : NodeKind.DECISION;
    }

    @Override public List<MinesMove> legalMoves(MinesState s) {
        if (kind(s) != NodeKind.DECISION) return List.of();
        List<MinesMove> moves = new ArrayList<>();
        Grid g = s.grid();
        for (int i = 0; i < g.cells(); i++) {
            int x = g.x(i), y = g.y(i);
            byte c = s.cover(i);
            if (c == MinesState.OPEN) {
                if (canChord(s, i)) moves.add(new MinesMove(Action.CHORD, x, y));
            } else {
                if (c != MinesState.FLAGGED) moves.add(new MinesMove(Action.REVEAL, x, y));
                moves.add(new MinesMove(Action.FLAG, x, y));
                moves.add(new MinesMove(Action.MARK, x, y));
            }
        }
        return moves;
    }

    @Override public boolean isLegal(MinesState s, MinesMove m) {
        if (kind(s) != NodeKind.DECISION || m.x() < 0 || m.y() < 0 || m.x() >= s.width() || m.y() >= s.height()) return false;
        int i = s.grid().index(m.x(), m.y());
        byte c = s.cover(i);
        return switch (m.action()) {
            case REVEAL -> c == MinesState.COVERED || c == MinesState.MARKED;
            case FLAG, MARK -> c != MinesState.OPEN;
            case CHORD -> c == MinesState.OPEN && canChord(s, i);
        };
    }

    /** A number whose flags are all placed and which still has unflagged hidden neighbours. */
    public static boolean canChord(MinesState s, int i) {
        int n = s.count(i);
        if (n == 0 || s.cover(i) != MinesState.OPEN) return false;
        int flags = 0, hidden = 0;
        for (int j : s.grid().neighbours(i)) {
            byte c = s.cover(j);
            if (c == MinesState.FLAGGED) flags++;
            else if (c != MinesState.OPEN) hidden++;
        }
        return flags == n && hidden > 0;
    }

    @Override public MinesState apply(MinesState s, MinesMove m) {
        if (!isLegal(s, m)) throw new IllegalMoveException("'" + m.text() + "' is not possible here");
        int i = s.grid().index(m.x(), m.y());
        return switch (m.action()) {
            case FLAG -> recover(s, i, s.cover(i) == MinesState.FLAGGED ? MinesState.COVERED : MinesState.FLAGGED);
            case MARK -> recover(s, i, s.cover(i) == MinesState.MARKED ? MinesState.COVERED : MinesState.MARKED);
            case REVEAL -> s.minesLaid() ? open(s, new int[]{i}) : awaitLayout(s, i);
            case CHORD -> open(s, chordTargets(s, i));
        };
    }

    private static MinesState recover(MinesState s, int i, byte cover) {
        byte[] c = s.coverCopy();
        c[i] = cover;
        return new MinesState(s.params(), s.seed(), c, s.minesShared(), s.countsShared(), s.pendingClick(), -1);
    }

    private static MinesState awaitLayout(MinesState s, int i) {
        return new MinesState(s.params(), s.seed(), s.coverCopy(), null, null, i, -1);
    }

    private static int[] chordTargets(MinesState s, int i) {
        return java.util.Arrays.stream(s.grid().neighbours(i))
                .filter(j -> s.cover(j) == MinesState.COVERED || s.cover(j) == MinesState.MARKED).toArray();
    }

    /** Opens the cells (cascading through zeros); the first mine among them ends the game. */
    static MinesState open(MinesState s, int[] cells) {
        byte[] cover = s.coverCopy();
        BitSet mines = s.minesShared();
        Grid g = s.grid();
        int fatal = -1;
        int[] stack = new int[g.cells()];
        for (int start : cells) {
            if (cover[start] == MinesState.OPEN) continue;
            if (mines.get(start)) {
                if (fatal < 0) fatal = start;
                cover[start] = MinesState.OPEN;
                continue;
            }
            int top = 0;
            cover[start] = MinesState.OPEN;
            stack[top++] = start;
            while (top > 0) {
                int c = stack[--top];
                if (s.count(c) != 0) continue;
                for (int n : g.neighbours(c)) {
                    // the cascade opens "?" marks but leaves flags alone
                    if (cover[n] == MinesState.COVERED || cover[n] == MinesState.MARKED) {
                        cover[n] = MinesState.OPEN;
                        stack[top++] = n;
                    }
                }
            }
        }
        MinesState next = new MinesState(s.params(), s.seed(), cover, mines, s.countsShared(), -1, fatal);
        if (next.won()) { // GNOME flags the remaining mines on a win
            for (int i = mines.nextSetBit(0); i >= 0; i = mines.nextSetBit(i + 1)) cover[i] = MinesState.FLAGGED;
            next = new MinesState(s.params(), s.seed(), cover, mines, s.countsShared(), -1, -1);
        }
        return next;
    }

    /** Draws the layout for the waiting first click, using only {@code rng}. */
    @Override public String sampleChanceEvent(MinesState s, RandomGenerator rng) {
        if (!s.awaitingLayout()) throw new IllegalStateException("the mines are laid only after the first reveal");
        return Layout.encode(Layout.draw(s.params(), s.pendingClick(), rng), s.params().cells());
    }

    /** Lays the named layout (it must keep the first-click rule) and performs the waiting reveal. */
    @Override public MinesState applyChance(MinesState s, String event) {
        if (!s.awaitingLayout()) throw new MoveFormatException("no mine layout is expected now");
        BitSet mines = Layout.decode(event, s.params());
        if (mines.intersects(Layout.protectedCells(s.params(), s.pendingClick())))
            throw new MoveFormatException("the layout puts a mine where the first click is protected");
        MinesState laid = new MinesState(s.params(), s.seed(), s.coverCopy(), mines, MinesState.countsOf(s.params(), mines), -1, -1);
        int click = s.pendingClick();
        if (laid.cover(click) == MinesState.FLAGGED) return laid;
        return open(laid, new int[]{click});
    }

    /** The layout this game draws for its waiting first click: the same seed and click give the same board. */
    public String layoutFor(MinesState s) { return sampleChanceEvent(s, new arcade.api.session.Rng(s.seed() * 31 + s.pendingClick())); }

    @Override public Optional<Outcome> outcome(MinesState s) {
        if (s.lost()) return Optional.of(Outcome.win(PlayerId.HOUSE));
        if (s.won()) return Optional.of(Outcome.win(PLAYER));
        return Optional.empty();
    }

    @Override public String formatMove(MinesMove m) { return m.text(); }

    @Override public MinesMove parseMove(MinesState s, String text) { return MinesMove.parse(text, s.width(), s.height()); }
}
