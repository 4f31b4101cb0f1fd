package arcade.gamesystem.model;

import arcade.gamesystem.format.Node;
import arcade.gamesystem.format.RulesFileException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compiles a piece schema for one player:
 * <pre>
 * {"id": "men", "piece": "man", "pre": […],
 *  "step": {"directions": D, "slide": false, "capture": false},
 *  "jump": {"directions": D, "over": "opponent", "capture": true, "chain": true},
 *  "promote": {"in": zones, "to": kind}, "captureTo": "taken-$owner", "then": {…}}
 * </pre>
 * {@code step} and {@code jump} may each be one rule or a list of them.
 */
final class PieceCompiler {
    private final Scope scope;
    private final Clauses clauses;
    private final MoveCompiler moves;

    PieceCompiler(Scope scope, Clauses clauses, MoveCompiler moves) {
        this.scope = scope;
        this.clauses = clauses;
        this.moves = moves;
    }

    PieceMoves compile(Node schema, Env env, int player) throws RulesFileException {
        schema.allowOnly(Set.of("id", "piece", "players", "pre", "step", "jump", "promote", "captureTo", "then"));
        Board b = scope.board(schema.get("piece"));
        int kind = scope.kind(schema.get("piece"), env);
        TokenTypes types = scope.types;
        Condition pre = clauses.conditions(schema.has("pre") ? schema.get("pre").list() : List.of(), env);
        List<PieceMoves.Step> steps = new ArrayList<>();
        if (schema.has("step")) for (Node s : schema.get("step").listOrOne()) {
            s.allowOnly(Set.of("directions", "slide", "capture"));
            int[] dirs = scope.directions(s.get("directions"), env, player);
            boolean slide = s.has("slide") && s.get("slide").bool();
            if (slide && (dirs == Scope.ADJACENT || dirs == Scope.ANYWHERE)) throw s.get("slide").error("a slide runs in named directions, not \"adjacent\" or \"anywhere\"");
            steps.add(new PieceMoves.Step(dirs, slide, s.has("capture") && s.get("capture").bool()));
        }
        List<PieceMoves.Jump> jumps = new ArrayList<>();
        if (schema.has("jump")) for (Node j : schema.get("jump").listOrOne()) {
            j.allowOnly(Set.of("directions", "over", "capture", "chain"));
            int[] dirs = scope.directions(j.get("directions"), env, player);
            if (dirs == Scope.ADJACENT || dirs == Scope.ANYWHERE) throw j.get("directions").error("a jump goes over a neighbour in a named direction, not \"adjacent\" or \"anywhere\"");
            String over = j.has("over") ? j.get("over").string() : "opponent";
            if (!over.equals("opponent") && !over.equals("any")) throw j.get("over").error("a jump goes over an \"opponent\" token or \"any\" token, not \"" + over + "\"");
            boolean capture = !j.has("capture") || j.get("capture").bool();
            jumps.add(new PieceMoves.Jump(dirs, over.equals("any"), capture, j.has("chain") && j.get("chain").bool()));
        }
        if (steps.isEmpty() && jumps.isEmpty()) throw schema.error("a piece move needs a \"step\" or a \"jump\"");
        boolean captures = steps.stream().anyMatch(PieceMoves.Step::capture) || jumps.stream().anyMatch(PieceMoves.Jump::capture);
        int[] captureTo = null;
        if (captures) {
            if (!schema.has("captureTo")) throw schema.error("these moves capture: say where captured tokens go with \"captureTo\" (such as \"taken-$owner\")");
            captureTo = clauses.homes(schema.get("captureTo"), env, null);
            for (int z : captureTo) if (b.isCell(z)) throw schema.get("captureTo").error("captured tokens go off the board, not onto the cell " + scope.zoneName(z));
        } else if (schema.has("captureTo")) {
            throw schema.get("captureTo").error("these moves capture nothing (give a step or jump \"capture\": true)");
        }
        boolean[] promoteIn = null;
        int promoted = -1;
        if (schema.has("promote")) {
            Node p = schema.get("promote").allowOnly(Set.of("in", "to"));
            promoteIn = new boolean[scope.zones.size()];
            for (Zone z : scope.zoneList(p.get("in"), env)) promoteIn[z.index()] = true;
            promoted = types.of(scope.kind(p.get("to"), env), player);
        }
        Map<Integer, FollowUp> then = null;
        if (schema.has("then")) {
            then = new HashMap<>();
            for (int z = b.firstZone(); z < b.firstZone() + b.cellCount(); z++)
                then.put(z, moves.followUp(schema.get("then"), env.with("to", scope.zoneName(z))));
        }
        for (int z = b.firstZone(); z < b.firstZone() + b.cellCount(); z++) scope.drains(z); // a piece leaves its cell, a captured one is taken off
        String[] names = new String[scope.zones.size()];
        for (Zone z : scope.zones.values()) names[z.index()] = z.name();
        return new PieceMoves(b, player, types.of(kind, player), pre, steps, jumps, captureTo, promoteIn, promoted, then, names);
    }
}
