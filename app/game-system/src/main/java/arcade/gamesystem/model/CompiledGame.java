package arcade.gamesystem.model;

import arcade.api.model.PlayerId;
import arcade.api.zones.Placement;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A rules file instantiated with its params: every zone, token and move clause is ground, so
 * playing is table lookups and simple tests. Immutable; shared by all states of one game.
 */
public final class CompiledGame {
    /** What happens when the player to move has no legal move. */
    public enum NoMoves {
        /** Nothing: the state is a dead end (the game is not totally defined). */
        STUCK,
        /** The player passes: a single move {@code pass} hands the turn on. */
        PASS,
        /** The game ends in a draw. */
        DRAW,
        /** The player to move loses (two-player games). */
        LOSS
    }

    /** A win clause for one last mover: when {@code condition} holds, {@code winner} wins. */
    public record WinClause(Condition condition, int winner) {}

    /** A die: a marker token resting in {@code rest} until rolled into the zone of its face. */
    public record Die(int faces, Zone rest, List<Zone> faceZones, Piece marker) {}

    static final String PASS = "pass";

    final String name;
    final String params;
    /** The file and params: games compiled twice from them are the same game. */
    final String identity;
    final List<PlayerId> players;
    final List<Zone> zones;
    final Map<String, Zone> zoneByName;
    final Board board;
    final List<String> typeNames;
    final Placement<Zone, Piece> initialPlacement;
    final int firstPlayer;
    final List<List<MoveInstance>> movesByPlayer;
    final List<Map<String, MoveInstance>> moveByLabel;
    final List<List<WinClause>> winsByLastMover;
    final List<Condition> drawByLastMover;
    final List<Condition> extraTurnByMover;
    final NoMoves noMoves;
    final int maxPlies;
    final Die die;
    /** The file's tracks by name (empty when it declares none). */
    Map<String, List<Zone>> tracks = Map.of();

    CompiledGame(String file, String name, String params, List<PlayerId> players, List<Zone> zones, Board board, List<String> typeNames,
                 Placement<Zone, Piece> initialPlacement, int firstPlayer, List<List<MoveInstance>> movesByPlayer,
                 List<List<WinClause>> winsByLastMover, List<Condition> drawByLastMover, List<Condition> extraTurnByMover,
                 NoMoves noMoves, int maxPlies, Die die) {
        this.name = name;
        this.params = params;
        this.identity = file + "\n" + name + "\n" + params;
        this.players = List.copyOf(players);
        this.zones = List.copyOf(zones);
        Map<String, Zone> byName = new HashMap<>();
        for (Zone z : zones) byName.put(z.name(), z);
        this.zoneByName = Collections.unmodifiableMap(byName);
        this.board = board;
        this.typeNames = List.copyOf(typeNames);
        this.initialPlacement = initialPlacement;
        this.firstPlayer = firstPlayer;
        this.movesByPlayer = movesByPlayer;
        List<Map<String, MoveInstance>> labels = new ArrayList<>();
        for (List<MoveInstance> l : movesByPlayer) {
            Map<String, MoveInstance> m = new HashMap<>();
            for (MoveInstance i : l) m.put(i.label(), i);
            labels.add(m);
        }
        this.moveByLabel = labels;
        this.winsByLastMover = winsByLastMover;
        this.drawByLastMover = drawByLastMover;
        this.extraTurnByMover = extraTurnByMover;
        this.noMoves = noMoves;
        this.maxPlies = maxPlies;
        this.die = die;
    }

    public String name() { return name; }

    /** The file's tracks (named paths through its zones), in the order declared. */
    public Map<String, List<Zone>> tracks() { return tracks; }

    /** The params text this game was compiled from. */
    public String params() { return params; }

    public List<PlayerId> players() { return players; }

    public List<Zone> zones() { return zones; }

    public Optional<Zone> zone(String name) { return Optional.ofNullable(zoneByName.get(name)); }

    public Optional<Board> board() { return Optional.ofNullable(board); }

    public Optional<Die> die() { return Optional.ofNullable(die); }

    public int maxPlies() { return maxPlies; }

    public NoMoves noMoves() { return noMoves; }

    /** The name of a token type: its kind, and its owner if it has one. */
    public String typeName(int type) { return typeNames.get(type); }

    /** Every move clause instance of a player (legal or not). */
    public List<MoveInstance> moves(int player) { return movesByPlayer.get(player); }

    /** Whether {@code label} names a move of this game for some player. */
    public boolean knowsLabel(String label) {
        if (noMoves == NoMoves.PASS && label.equals(PASS)) return true;
        for (Map<String, MoveInstance> m : moveByLabel) if (m.containsKey(label)) return true;
        return false;
    }

    public RulesState initialState() {
        int before = (firstPlayer + players.size() - 1) % players.size();
        return new RulesState(this, initialPlacement, firstPlayer, before, 0);
    }
}
