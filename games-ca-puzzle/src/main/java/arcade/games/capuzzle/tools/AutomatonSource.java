package arcade.games.capuzzle.tools;

import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.AutomatonFormat;
import arcade.games.capuzzle.automaton.AutomatonFormatException;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.model.Library;
import arcade.games.capuzzle.model.LibraryEntry;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The automaton named by {@code --rule N}, {@code --file F} or {@code --automaton ID}, and the initial row of {@code --row}. */
final class AutomatonSource {
    private AutomatonSource() {}

    static Automaton from(ToolArgs a) throws ToolArgsException, IOException, AutomatonFormatException {
        int given = (a.value("rule").isPresent() ? 1 : 0) + (a.value("file").isPresent() ? 1 : 0) + (a.value("automaton").isPresent() ? 1 : 0);
        if (given != 1) throw new ToolArgsException("give exactly one of --rule N, --file F or --automaton ID");
        if (a.value("rule").isPresent()) return Automaton.wolfram(a.intValue("rule", 30, 0, 255), "");
        if (a.value("automaton").isPresent()) {
            String id = a.require("automaton");
            return Library.find(id).map(LibraryEntry::automaton)
                    .orElseThrow(() -> new ToolArgsException("there is no bundled automaton called '" + id + "'"));
        }
        Path p = Path.of(a.require("file"));
        return AutomatonFormat.parse(p.getFileName().toString(), arcade.api.store.TextFiles.read(p, AutomatonFormat.MAX_BYTES));
    }

    static int[] row(String digits, int states) throws ToolArgsException {
        if (digits.length() < Board.MIN_WIDTH) throw new ToolArgsException("--row needs at least " + Board.MIN_WIDTH + " digits");
        int[] row = new int[digits.length()];
        for (int i = 0; i < row.length; i++) {
            int v = digits.charAt(i) - '0';
            if (v < 0 || v >= states) throw new ToolArgsException("--row may use the digits 0 to " + (states - 1) + " only");
            row[i] = v;
        }
        return row;
    }
}
