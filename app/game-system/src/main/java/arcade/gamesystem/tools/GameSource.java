package arcade.gamesystem.tools;

import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.gamesystem.format.JsonText;
import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesSource;
import arcade.gamesystem.model.ShippedGames;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** The game a tool works on: {@code --file F} (any rules file) or {@code --game ID} (a shipped one). */
final class GameSource {
    private GameSource() {}

    static final String USAGE = "(--file F | --game " + String.join("|", ShippedGames.IDS) + ")";

    static RulesDefinition load(ToolArgs a) throws ToolArgsException, RulesFileException {
        boolean file = a.value("file").isPresent(), game = a.value("game").isPresent();
        if (file == game) throw new ToolArgsException("give either --file F or --game ID");
        if (game) {
            String id = a.value("game").get();
            if (!ShippedGames.IDS.contains(id)) throw new ToolArgsException("no shipped game '" + id + "'; the games are " + String.join(", ", ShippedGames.IDS));
            return ShippedGames.load(id);
        }
        Path p = Path.of(a.value("file").get());
        return new RulesDefinition(RulesSource.load(p.toString(), read(p)));
    }

    /** A rules file's text; unreadable files are reported in words. */
    static String read(Path p) throws RulesFileException {
        String name = p.toString();
        try {
            if (Files.isDirectory(p)) throw new RulesFileException(name, "", "this is a folder, not a rules file");
            return arcade.api.store.TextFiles.read(p, JsonText.MAX_CHARS * 4L);
        } catch (arcade.api.store.TextFiles.Refused e) {
            throw new RulesFileException(name, "", e.getMessage());
        } catch (NoSuchFileException e) {
            throw new RulesFileException(name, "", "there is no such file");
        } catch (CharacterCodingException e) {
            throw new RulesFileException(name, "", "the file is not UTF-8 text");
        } catch (IOException e) {
            throw new RulesFileException(name, "", "the file cannot be read");
        }
    }
}
