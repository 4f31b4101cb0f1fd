package arcade.gamesystem.view;

import arcade.api.model.Preset;
import arcade.gamesystem.model.RulesDefinition;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One playable choice: a rules game with one of its presets, and the file it was opened from
 * ({@code null} for the card's own game).
 */
record Variant(RulesDefinition definition, Preset preset, Path file) {

    String id() { return preset.id(); }

    String label() {
        String name = definition.source().name();
        return definition.presets().size() == 1 ? name : name + ": " + preset.label();
    }

    /**
     * What the statistics record: the params of the card's own game (so the card can name the
     * variant), or the game and file of an opened file, in words.
     */
    String statsKey() {
        return file == null ? preset.params() : label() + " (" + file.getFileName() + ")";
    }

    /** Every preset of a game. */
    static List<Variant> of(RulesDefinition d, Path file) {
        List<Variant> out = new ArrayList<>();
        for (Preset p : d.presets()) out.add(new Variant(d, p, file));
        return out;
    }

    @Override public String toString() { return label(); }
}
