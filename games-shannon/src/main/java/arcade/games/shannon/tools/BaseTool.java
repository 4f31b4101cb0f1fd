package arcade.games.shannon.tools;

import arcade.api.tool.ArgsTool;
import arcade.games.shannon.model.boards.BoardFormatException;

import java.util.Optional;

/** The Shannon tools: the shared tool shape, with board-file errors as bad input. */
abstract class BaseTool extends ArgsTool {
    @Override protected Optional<String> badInput(Exception e) {
        return e instanceof BoardFormatException b ? Optional.of("bad board file: " + b.getMessage()) : Optional.empty();
    }
}
