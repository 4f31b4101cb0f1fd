package arcade.shell.plugins;

import arcade.api.plugin.GameCollection;
import arcade.api.plugin.GamePlugin;

import java.io.IOException;
import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * Extra plugin jars dropped into the data directory's {@code plugins/} folder, loaded in their own
 * {@link ModuleLayer} on top of the arcade's. Jars may be explicit modules
 * ({@code provides arcade.api.plugin.GamePlugin with …}) or plain jars with a
 * {@code META-INF/services} file (automatic modules). If the folder as a whole does not resolve
 * (e.g. two jars with the same package), each jar is tried on its own so one bad jar does not hide
 * the others; every failure is listed as unavailable.
 */
public final class PluginFolder {
    private PluginFolder() {}

    public static void load(Path folder, PluginRegistry registry) { load(folder, registry, null); }

    /** As {@link #load(Path, PluginRegistry)}; {@code exits} (may be null) learns which jar each module is from. */
    public static void load(Path folder, PluginRegistry registry, PluginExits exits) {
        if (!Files.isDirectory(folder)) return;
        if (exits != null) exits.loading(true);
        try {
            loadLayers(folder, registry, exits);
        } finally {
            if (exits != null) exits.loading(false);
        }
    }

    private static void loadLayers(Path folder, PluginRegistry registry, PluginExits exits) {
        try {
            addLayer(layerOf(folder, exits), registry, folder.getFileName().toString());
            return;
        } catch (RuntimeException | LinkageError whole) {
            // fall through to one layer per jar
        }
        for (Path jar : jars(folder, registry)) {
            try {
                addLayer(layerOf(jar, exits), registry, jar.getFileName().toString());
            } catch (RuntimeException | LinkageError e) {
                registry.unavailable(jar.getFileName().toString(), PluginRegistry.rootMessage(e));
            }
        }
    }

    private static void addLayer(ModuleLayer layer, PluginRegistry registry, String source) {
        // ServiceLoader also sees the parent layers, whose games are already registered.
        registry.addAll(ServiceLoader.load(layer, GamePlugin.class), p -> p.type().getModule().getLayer() == layer, source);
        registry.addCollections(ServiceLoader.load(layer, GameCollection.class), p -> p.type().getModule().getLayer() == layer, source);
    }

    private static ModuleLayer layerOf(Path location, PluginExits exits) {
        ModuleLayer parent = ModuleLayer.boot();
        ModuleFinder finder = ModuleFinder.of(location);
        Set<String> roots = new java.util.HashSet<>();
        finder.findAll().forEach(ref -> roots.add(ref.descriptor().name()));
        Configuration cf = parent.configuration().resolveAndBind(finder, ModuleFinder.of(), roots);
        if (exits != null) exits.known(cf);
        return parent.defineModulesWithOneLoader(cf, PluginFolder.class.getClassLoader());
    }

    private static List<Path> jars(Path folder, PluginRegistry registry) {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(folder, "*.jar")) {
            ds.forEach(out::add);
        } catch (IOException e) {
            registry.unavailable(folder.toString(), "cannot list the plugins folder: " + e.getMessage());
        }
        out.sort(null);
        return out;
    }
}
