package arcade.games.solitaire.arch;

import arcade.games.solitaire.SolitairePlugin;
import arcade.games.solitaire.view.SolitaireSettings;
import org.junit.jupiter.api.Test;

import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Path;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The arcade runs on the module path: the plugin must be provided and the settings package opened to Gson. */
class ModuleDescriptorTest {
    private static ModuleDescriptor descriptor() throws Exception {
        Path classes = Path.of(SolitairePlugin.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Set<ModuleReference> found = ModuleFinder.of(classes).findAll();
        assertThat(found).hasSize(1);
        return found.iterator().next().descriptor();
    }

    @Test void theSettingsPackageIsOpenToGson() throws Exception {
        assertThat(descriptor().opens()).anySatisfy(o -> {
            assertThat(o.source()).isEqualTo(SolitaireSettings.class.getPackageName());
            assertThat(o.targets()).contains("com.google.gson");
        });
    }

    @Test void thePluginIsProvidedAsAService() throws Exception {
        assertThat(descriptor().provides()).anySatisfy(p -> assertThat(p.providers()).contains(SolitairePlugin.class.getName()));
    }
}
