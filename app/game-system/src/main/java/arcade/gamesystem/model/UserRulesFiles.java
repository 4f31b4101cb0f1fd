package arcade.gamesystem.model;

import arcade.gamesystem.format.JsonText;
import arcade.gamesystem.format.RulesFileException;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The players' own rules files: every {@code *.json} in a folder, loaded and checked. A broken
 * file is listed with its message and the others load as usual.
 */
public final class UserRulesFiles {
    /** More files than this are not read (a folder of rules files, not an archive). */
    public static final int MAX_FILES = 200;

    /** A file's game id ({@code file-<name>}) and its definition. */
    public record Game(String id, RulesDefinition definition) {}

    public record Scan(List<Game> games, List<RulesFileException> broken) {}

    private UserRulesFiles() {}

    public static Scan scan(Path folder) {
        List<Game> games = new ArrayList<>();
        List<RulesFileException> broken = new ArrayList<>();
        if (!Files.isDirectory(folder)) return new Scan(games, broken);
        Map<String, Path> files = new TreeMap<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(folder, "*.json")) {
            for (Path p : dir) if (files.size() < MAX_FILES && Files.isRegularFile(p)) files.put(p.getFileName().toString(), p);
        } catch (IOException e) {
            broken.add(new RulesFileException(folder.getFileName().toString(), "", "the folder of rules files cannot be read"));
            return new Scan(games, broken);
        }
        for (Map.Entry<String, Path> e : files.entrySet()) {
            try {
                RulesSource src = RulesSource.load(e.getKey(), read(e.getKey(), e.getValue()));
                games.add(new Game(id(e.getKey()), new RulesDefinition(src)));
            } catch (RulesFileException ex) {
                broken.add(ex);
            }
        }
        return new Scan(games, broken);
    }

    /** A file's game id: {@code file-} and its name without {@code .json}, in lower case letters, digits and hyphens. */
    public static String id(String fileName) {
        String base = fileName.endsWith(".json") ? fileName.substring(0, fileName.length() - ".json".length()) : fileName;
        return "file-" + base.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9-]", "-");
    }

    private static String read(String name, Path p) throws RulesFileException {
        try {
            return arcade.api.store.TextFiles.read(p, JsonText.MAX_CHARS * 4L);
        } catch (arcade.api.store.TextFiles.Refused e) {
            throw new RulesFileException(name, "", e.getMessage());
        } catch (CharacterCodingException e) {
            throw new RulesFileException(name, "", "the file is not UTF-8 text");
        } catch (IOException e) {
            throw new RulesFileException(name, "", "the file cannot be read");
        }
    }
}
