package arcade.gamesystem.tools;

import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.CompiledGame;
import arcade.gamesystem.model.RulesDefinition;
import arcade.api.model.Preset;

import java.io.PrintStream;
import java.util.Set;

/** {@code validate}: loads a rules file and prints what it declares, or the one message saying what is wrong and where. */
public final class ValidateTool extends RulesTool {
    @Override public String name() { return "validate"; }

    @Override public String summary() { return "check a rules file: what it declares, or where it is wrong"; }

    @Override Set<String> options() { return Set.of(); }

    @Override String usageTail() { return ""; }

    @Override int execute(ToolArgs a, RulesDefinition def, PrintStream out, PrintStream err) throws ToolArgsException, RulesFileException {
        out.println("ok: " + def.source().name() + " (" + def.source().file() + ")");
        out.println("players: " + String.join(", ", def.rules().players().stream().map(Object::toString).toList()));
        for (Preset p : def.presets()) {
            CompiledGame g = def.game(p.params());
            int tokens = g.initialState().tokenCount();
            out.println("preset " + p.id() + " \"" + p.label() + "\" (" + p.params() + "): " + g.zones().size() + " zones, " + tokens
                    + " tokens, " + g.groundMoves() + " move clause instances" + (g.findsMovesWhilePlaying() ? " and piece moves found while playing" : ""));
        }
        return 0;
    }
}
