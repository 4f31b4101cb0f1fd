package arcade.games.capuzzle.tools;

import arcade.api.tool.ArgsTool;
import arcade.games.capuzzle.automaton.AutomatonFormatException;

import java.util.Optional;

/** The CA puzzle's tools: the shared tool shape, with automaton-file errors as bad input. */
abstract class BaseTool extends ArgsTool {
    @Override protected Optional<String> badInput(Exception e) {
        return e instanceof AutomatonFormatException a ? Optional.of("bad automaton file: " + a.getMessage()) : Optional.empty();
    }
}
