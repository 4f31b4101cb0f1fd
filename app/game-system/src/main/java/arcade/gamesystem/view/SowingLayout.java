package arcade.gamesystem.view;

import arcade.gamesystem.model.CompiledGame;
import arcade.gamesystem.model.Zone;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A mancala board read from a sowing game's two tracks: each runs along its player's own pits,
 * into that player's store and along the other's pits (the other's store left out). So the file
 * says which pits are whose and where the stores are; the view only places them: the near
 * player's pits left to right along the bottom, their store at the right end, the far player's
 * pits right to left along the top and their store at the left end (sowing runs anticlockwise).
 */
record SowingLayout(List<List<Zone>> pits, List<Zone> stores) {

    /** The layout of a game with no board, two players and two sowing tracks, or null. */
    static SowingLayout of(CompiledGame game) {
        if (game.board().isPresent() || game.players().size() != 2 || game.tracks().size() != 2) return null;
        List<List<Zone>> pits = new ArrayList<>();
        List<Zone> stores = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            List<Zone> track = trackOf(game, p);
            if (track == null) return null;
            List<Zone> other = trackOf(game, 1 - p);
            if (other == null || other == track) return null;
            // the own pits run until the first zone that is not on the other's track: the store
            int store = -1;
            for (int i = 0; i < track.size(); i++) if (!other.contains(track.get(i))) { store = i; break; }
            if (store <= 0 || store != (track.size() - 1) / 2 || track.size() != 2 * store + 1) return null;
            pits.add(List.copyOf(track.subList(0, store)));
            stores.add(track.get(store));
        }
        if (!pits.get(0).equals(trackOf(game, 1).subList(pits.get(1).size() + 1, trackOf(game, 1).size()))) return null;
        return new SowingLayout(List.copyOf(pits), List.copyOf(stores));
    }

    /** The track a player sows along: the one named after the player, else the player's place in the file's order. */
    private static List<Zone> trackOf(CompiledGame game, int player) {
        String id = game.players().get(player).id();
        for (Map.Entry<String, List<Zone>> t : game.tracks().entrySet())
            if (t.getKey().endsWith("-" + id) || t.getKey().startsWith(id + "-")) return t.getValue();
        return new ArrayList<>(game.tracks().values()).get(player);
    }

    /** The player whose pits and store a zone is, or -1. */
    int ownerOf(Zone z) {
        for (int p = 0; p < 2; p++) if (pits.get(p).contains(z) || stores.get(p).equals(z)) return p;
        return -1;
    }
}
