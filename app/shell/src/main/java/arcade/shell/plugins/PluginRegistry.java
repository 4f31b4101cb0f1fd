package arcade.shell.plugins;

import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GamePlugin;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * The discovered games. Providers are loaded one by one: one that throws is listed as unavailable
 * with its error while the others work; a second provider with an id already taken is rejected.
 */
public final class PluginRegistry {

    /** A game that could not be loaded, and why. */
    public record Unavailable(String provider, String reason) {}

    private final List<GamePlugin> games = new ArrayList<>();
    private final List<Unavailable> unavailable = new ArrayList<>();

    /** Discovery through ServiceLoader on the module path or class path of the shell. */
    public static PluginRegistry discover() {
        return discover(ServiceLoader.load(GamePlugin.class));
    }

    public static PluginRegistry discover(Iterable<GamePlugin> loader) {
        PluginRegistry r = new PluginRegistry();
        r.addAll(loader);
        return r;
    }

    /** Adds every provider of {@code loader}, isolating failures. */
    public void addAll(Iterable<GamePlugin> loader) {
        Iterator<GamePlugin> it = loader.iterator();
        while (true) {
            GamePlugin p;
            try {
                if (!it.hasNext()) break;
                p = it.next();
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                unavailable.add(new Unavailable(providerName(e), rootMessage(e)));
                continue;
            }
            add(p);
        }
    }

    /** Adds one provider; returns false (and records why) when its info fails or its id is taken. */
    public boolean add(GamePlugin p) {
        GameInfo info;
        try {
            info = p.info();
        } catch (RuntimeException | LinkageError e) {
            unavailable.add(new Unavailable(p.getClass().getName(), rootMessage(e)));
            return false;
        }
        Set<String> ids = new HashSet<>();
        for (GamePlugin g : games) ids.add(g.info().id());
        if (ids.contains(info.id())) {
            unavailable.add(new Unavailable(p.getClass().getName(), "duplicate game id '" + info.id() + "' (already provided by " + find(info.id()).map(g -> g.getClass().getName()).orElse("?") + ")"));
            return false;
        }
        games.add(p);
        return true;
    }

    public List<GamePlugin> games() { return Collections.unmodifiableList(games); }
    public List<Unavailable> unavailable() { return Collections.unmodifiableList(unavailable); }

    public Optional<GamePlugin> find(String id) {
        return games.stream().filter(g -> g.info().id().equals(id)).findFirst();
    }

    private static String providerName(Throwable e) {
        String m = String.valueOf(e.getMessage());
        int i = m.indexOf("Provider ");
        if (i >= 0) {
            String rest = m.substring(i + 9);
            int sp = rest.indexOf(' ');
            return sp > 0 ? rest.substring(0, sp) : rest;
        }
        return "unknown provider";
    }

    static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) t = t.getCause();
        return t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
    }
}
