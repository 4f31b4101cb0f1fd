package arcade.gamesystem.view;

import arcade.api.fx.FileActions;
import arcade.gamesystem.format.RulesFileException;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesSource;

import java.nio.file.Path;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/** Reads and checks a rules file off the FX thread; a broken file gives its plain message. */
final class RulesFileReader {
    private final FileActions files;

    RulesFileReader(Executor io) { this.files = new FileActions(io); }

    void read(Path file, Consumer<RulesDefinition> onLoaded, Consumer<String> onFailure) {
        String name = String.valueOf(file.getFileName());
        files.read(file, text -> {
            try {
                return new RulesDefinition(RulesSource.load(name, text));
            } catch (RulesFileException e) {
                throw new FileActions.BadFile(e.getMessage());
            }
        }, onLoaded, onFailure);
    }
}
