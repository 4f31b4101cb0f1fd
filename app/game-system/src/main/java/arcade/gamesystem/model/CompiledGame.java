package arcade.gamesystem.model;

import arcade.api.model.PlayerId;

import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A rules file instantiated with its params: every zone, token type and move clause is ground
 * (or, for piece moves, ready to search the board), so playing is table lookups and simple tests.
 * Immutable; shared by all states of one game.
 */
public final class CompiledGame {
    /** What happens when the player to move has no legal move. */
    public enum NoMoves {
        /** Nothing: the state is a dead end (the game is not totally defined). */
        STUCK,
        /** The player passes: a single move {@code pass} hands the turn on. */
        PASS,
        /** The player passes, and when nobody else could move either the game ends (decided by the score). */
        PASS_OR_END,
        /** The game ends in a draw. */
        DRAW,
        /** The player to move loses (two-player games). */
        LOSS,
        /** The game ends, decided by the score. */
        END
    }

    /** A win clause for one last mover: when {@code condition} holds, {@code winner} wins. */
    public record WinClause(Condition condition, int winner) {}

    /** A die: a marker token resting in {@code rest} until rolled into the zone of its face. */
    public record Die(int faces, Zone rest, List<Zone> faceZones, int markerType) {}

    /** How a kind of token is drawn: {@code disc}, {@code crowned}, {@code stone} or {@code seed}; and its name in words. */
    public record Look(String kind, String label, String shape) {}

    static final String PASS = "pass";

    /** The parts of a game the compiler fills in, in one place so the constructor stays short. */
    static final class Parts {
        String file, name, params;
        int format = 1;
        List<PlayerId> players;
        List<Zone> zones;
        Board board;
        TokenTypes types;
        char[] initial;
        int firstPlayer;
        MoveCompiler.Compiled moves;
        List<List<WinClause>> wins;
        List<Condition> draws;
        boolean drawClauses;
        Map<String, int[]> symmetries = Map.of();
        List<Condition> ends;
        List<Condition> extraTurn;
        NoMoves noMoves = NoMoves.STUCK;
        int maxPlies;
        boolean countsPlies;
        boolean forcedCapture;
        Die die;
        Score score;
        Map<String, List<Zone>> tracks = Map.of();
        Map<String, List<Zone>> sets = Map.of();
        Map<Zone, String> labels = Map.of();
        List<Look> looks = List.of();
        List<String> colours = List.of();
    }

    final String name;
    final String params;
    /** The file and params: games compiled twice from them are the same game. */
    final String identity;
    final int format;
    final List<PlayerId> players;
    final List<Zone> zones;
    final int zoneCount;
    final Map<String, Zone> zoneByName;
    final Board board;
    final TokenTypes types;
    final char[] initial;
    final int firstPlayer;
    final List<List<MoveSource>> sources;
    final List<Map<String, MoveInstance>> moveByLabel;
    final boolean dynamicMoves;
    final boolean forcedCapture;
    final List<List<WinClause>> winsByLastMover;
    final List<Condition> drawByLastMover;
    final List<Condition> endByLastMover;
    final List<Condition> extraTurnByMover;
    final NoMoves noMoves;
    final int maxPlies;
    final boolean countsPlies;
    final Die die;
    final Score score;
    final Map<String, int[]> symmetries;
    /** For each symmetry, the zone whose contents land in each zone (the codec's reading order). */
    final List<int[]> symmetryOrders;
    /** Whether only the score decides the game and part of it is secured as play goes (see {@link #certainWinner}). */
    private final boolean decidedByScore;
    private final int tokens;
    final Map<String, List<Zone>> tracks;
    final Map<String, List<Zone>> sets;
    final Map<Zone, String> labels;
    final List<Look> looks;
    final List<String> colours;

    CompiledGame(Parts p) {
        this.name = p.name;
        this.params = p.params;
        this.identity = p.file + "\n" + p.name + "\n" + p.params;
        this.format = p.format;
        this.players = List.copyOf(p.players);
        this.zones = List.copyOf(p.zones);
        this.zoneCount = zones.size();
        Map<String, Zone> byName = new HashMap<>();
        for (Zone z : zones) byName.put(z.name(), z);
        this.zoneByName = Collections.unmodifiableMap(byName);
        this.board = p.board;
        this.types = p.types;
        this.initial = p.initial;
        this.firstPlayer = p.firstPlayer;
        this.sources = p.moves.sources();
        this.moveByLabel = p.moves.byLabel();
        this.dynamicMoves = p.moves.dynamic();
        this.forcedCapture = p.forcedCapture;
        this.winsByLastMover = p.wins;
        this.drawByLastMover = p.draws;
        this.endByLastMover = p.ends;
        this.extraTurnByMover = p.extraTurn;
        this.noMoves = p.noMoves;
        this.maxPlies = p.maxPlies;
        this.countsPlies = p.countsPlies;
        this.die = p.die;
        this.score = p.score;
        this.tokens = p.initial.length - zones.size();
        this.symmetries = p.symmetries;
        this.symmetryOrders = List.copyOf(p.symmetries.values());
        this.decidedByScore = score != null && score.secures() && maxPlies == 0 && noMoves != NoMoves.DRAW && noMoves != NoMoves.LOSS
                && noMoves != NoMoves.STUCK && winsByLastMover.stream().allMatch(List::isEmpty) && !p.drawClauses;
        this.tracks = p.tracks;
        this.sets = p.sets;
        this.labels = p.labels;
        this.looks = p.looks;
        this.colours = p.colours;
    }

    public String name() { return name; }

    /** The rules format the file is written in (1 or 2). */
    public int format() { return format; }

    /** The file's tracks (named paths through its zones), in the order declared. */
    public Map<String, List<Zone>> tracks() { return tracks; }

    /** The named sets of zones: the board's rows and columns and the file's own. */
    public Map<String, List<Zone>> sets() { return sets; }

    /** The params text this game was compiled from. */
    public String params() { return params; }

    public List<PlayerId> players() { return players; }

    public List<Zone> zones() { return zones; }

    public Optional<Zone> zone(String name) { return Optional.ofNullable(zoneByName.get(name)); }

    public Optional<Board> board() { return Optional.ofNullable(board); }

    public Optional<Die> die() { return Optional.ofNullable(die); }

    public int maxPlies() { return maxPlies; }

    public NoMoves noMoves() { return noMoves; }

    public TokenTypes types() { return types; }

    /** The name of a token type: its kind, and its owner if it has one. */
    public String typeName(int type) { return types.name(type); }

    /** How each kind is drawn, in the order of {@link TokenTypes#kinds()}. */
    public List<Look> looks() { return looks; }

    /** The colour each player is drawn in, as the file names it (or after the player's name), by player number; empty when neither says. */
    public List<String> colours() { return colours; }

    /** A zone's label in words (the file's {@code label}, or its name when it gives none). */
    public String label(Zone z) { return labels.getOrDefault(z, z.name()); }

    /** Whether the file labels this zone in words. */
    public boolean hasLabel(Zone z) { return labels.containsKey(z); }

    /**
     * The player whose secured points (see {@link Score#secures}) already exceed what any other
     * player could still reach, counting every token not yet secured as theirs: that player wins
     * however the game goes on. -1 when nobody has such a lead, or when the game is not decided by
     * the score alone (a win or draw clause, a ply bound, or a no-move rule that draws or loses).
     * Tokens are never made or destroyed, so what is not secured is the initial count less what is.
     */
    public int certainWinner(RulesState s) {
        if (!decidedByScore) return -1;
        int[] sec = score.secured(s);
        int open = tokens;
        for (int x : sec) open -= x;
        for (int p = 0; p < sec.length; p++) {
            boolean ahead = true;
            for (int q = 0; q < sec.length && ahead; q++) if (q != p && sec[q] + open >= sec[p]) ahead = false;
            if (ahead) return p;
        }
        return -1;
    }

    /** The symmetries the file declares, by name (see {@link Symmetries}); empty when none. */
    public java.util.Set<String> symmetries() { return symmetries.keySet(); }

    /** The image of a position under one of the declared symmetries. */
    public RulesState image(RulesState s, String symmetry) {
        int[] from = symmetries.get(symmetry);
        if (from == null) throw new IllegalArgumentException("no symmetry " + symmetry);
        return Symmetries.image(s, from);
    }

    /** The score rule, when the file gives one. */
    public Optional<Score> score() { return Optional.ofNullable(score); }

    /** The ground move clause instances of every player (piece moves, found while playing, are not counted). */
    public int groundMoves() {
        int n = 0;
        for (Map<String, MoveInstance> m : moveByLabel) n += (int) m.values().stream().distinct().count();
        return n;
    }

    /** Whether some moves are found while playing (steps and jumps of pieces) rather than listed in advance. */
    public boolean findsMovesWhilePlaying() { return dynamicMoves; }

    /** Whether {@code label} names a ground move of this game for some player (or the pass). */
    public boolean knowsLabel(String label) {
        if ((noMoves == NoMoves.PASS || noMoves == NoMoves.PASS_OR_END) && label.equals(PASS)) return true;
        for (Map<String, MoveInstance> m : moveByLabel) if (m.containsKey(label)) return true;
        return false;
    }

    /** The label of today's move for an older label of it (format 1's {@code place(b2)} for {@code b2}), else the label itself. */
    String currentLabel(String label, int player) {
        MoveInstance m = moveByLabel.get(player).get(label);
        return m == null ? label : m.label();
    }

    public RulesState initialState() {
        int before = (firstPlayer + players.size() - 1) % players.size();
        return new RulesState(this, initial.clone(), firstPlayer, before, 0);
    }
}
