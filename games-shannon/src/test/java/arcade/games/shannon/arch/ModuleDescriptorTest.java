package arcade.games.shannon.arch;

import arcade.games.shannon.ShannonPlugin;
import arcade.games.shannon.view.match.ShannonSettings;
import org.junit.jupiter.api.Test;

import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Path;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tests run on the class path, where every package is open; the arcade runs on the module path,
 * where Gson can only read the settings record if its package is opened to it. This reads the
 * compiled module descriptor so a missing {@code opens} fails here instead of in the player's hands.
 */
class ModuleDescriptorTest {

    private static ModuleDescriptor descriptor() throws Exception {
        Path classes = Path.of(ShannonPlugin.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Set<ModuleReference> found = ModuleFinder.of(classes).findAll();
        assertThat(found).hasSize(1);
        return found.iterator().next().descriptor();
    }

    @Test void theSettingsPackageIsOpenToGson() throws Exception {
        String pkg = ShannonSettings.class.getPackageName();
        assertThat(descriptor().opens())
                .anySatisfy(o -> {
                    assertThat(o.source()).isEqualTo(pkg);
                    assertThat(o.isQualified() ? o.targets() : Set.of("com.google.gson")).contains("com.google.gson");
                });
    }

    @Test void thePluginIsProvidedAsAService() throws Exception {
        assertThat(descriptor().provides())
                .anySatisfy(p -> assertThat(p.providers()).contains(ShannonPlugin.class.getName()));
    }
}
