package arcade.gamesystem.view;

import arcade.api.model.Preset;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.ShippedGames;

import java.util.ArrayList;
import java.util.List;

/** One playable choice of the picker: a shipped game with one of its presets. */
record Variant(String gameId, RulesDefinition definition, Preset preset) {

    /** Unique over all games: {@code connect-four/small}. */
    String id() { return gameId + "/" + preset.id(); }

    String label() {
        String name = definition.source().name();
        return definition.presets().size() == 1 ? name : name + ": " + preset.label();
    }

    /** The preset the shell's New menu shows for this variant. */
    Preset asPreset() { return new Preset(id(), label(), preset.params()); }

    /** Every preset of a player's own rules file. */
    static List<Variant> of(String gameId, RulesDefinition d) {
        List<Variant> out = new ArrayList<>();
        for (Preset p : d.presets()) out.add(new Variant(gameId, d, p));
        return out;
    }

    static List<Variant> shipped() {
        List<Variant> out = new ArrayList<>();
        for (String id : ShippedGames.IDS) {
            RulesDefinition d = ShippedGames.load(id);
            for (Preset p : d.presets()) out.add(new Variant(id, d, p));
        }
        return out;
    }

    @Override public String toString() { return label(); }
}
