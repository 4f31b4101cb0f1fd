package arcade.shell.plugins;

import arcade.api.plugin.GameCategory;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameCollection;
import arcade.api.plugin.GamePlugin;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * The discovered games. Providers are loaded one by one: one that throws is listed as unavailable
 * with its error while the others work; a second provider with an id already taken is rejected.
 */
public final class PluginRegistry {

    /** A game that could not be loaded, and why. */
    public record Unavailable(String provider, String reason) {}

    private final List<GamePlugin> games = new ArrayList<>();
    private final List<GameInfo> infos = new ArrayList<>();
    private final List<GameCategory> categories = new ArrayList<>();
    private final List<Unavailable> unavailable = new ArrayList<>();

    /** The arcade's own games (module path or class path), then the jars of {@code pluginsFolder}. */
    public static PluginRegistry discover(Path pluginsFolder) { return discover(pluginsFolder, null); }

    /** As {@link #discover(Path)}; {@code exits} (may be null) names a plugin jar that ends the program while it loads. */
    public static PluginRegistry discover(Path pluginsFolder, PluginExits exits) {
        PluginRegistry r = new PluginRegistry();
        r.addAll(ServiceLoader.load(GamePlugin.class));
        r.sortByName(0); // ServiceLoader's order differs between the module path and the app image
        r.addCollections(ServiceLoader.load(GameCollection.class), p -> true, "game collection");
        if (pluginsFolder != null) PluginFolder.load(pluginsFolder, r, exits);
        return r;
    }

    /** Discovery through ServiceLoader on the module path or class path of the shell only. */
    public static PluginRegistry discover() { return discover(null); }

    public static PluginRegistry of(Iterable<GamePlugin> plugins) {
        PluginRegistry r = new PluginRegistry();
        r.addAll(plugins);
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

    /** Adds the providers of a plugin layer, skipping those of its parent layers (already known). */
    void addAll(ServiceLoader<GamePlugin> loader, Predicate<ServiceLoader.Provider<GamePlugin>> own, String source) {
        forEachOwn(loader, own, source, provider -> {
            GamePlugin p;
            try {
                p = provider.get();
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                unavailable.add(new Unavailable(sourceOf(provider.type()), rootMessage(e)));
                return;
            }
            add(p);
        });
    }

    /** Adds every game of every collection a loader finds, isolating a collection that fails. */
    void addCollections(ServiceLoader<GameCollection> loader, Predicate<ServiceLoader.Provider<GameCollection>> own, String source) {
        forEachOwn(loader, own, source, provider -> addCollection(provider::get, sourceOf(provider.type())));
    }

    /**
     * Hands each provider {@code own} accepts to {@code action}; one the loader cannot even list
     * (a broken service file, a missing class) is recorded as unavailable under {@code source}.
     */
    private <T> void forEachOwn(ServiceLoader<T> loader, Predicate<ServiceLoader.Provider<T>> own, String source,
                                Consumer<ServiceLoader.Provider<T>> action) {
        Iterator<ServiceLoader.Provider<T>> it = loader.stream().iterator();
        while (true) {
            ServiceLoader.Provider<T> provider;
            try {
                if (!it.hasNext()) return;
                provider = it.next();
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                unavailable.add(new Unavailable(source, rootMessage(e)));
                continue;
            }
            if (own.test(provider)) action.accept(provider);
        }
    }

    /** Adds each game of a collection as its own card; a collection that fails to load or list is unavailable. */
    public void addCollection(java.util.function.Supplier<GameCollection> collection, String source) {
        GameCollection c;
        List<GamePlugin> collected;
        try {
            c = collection.get();
            collected = c.games();
            if (collected == null) throw new IllegalStateException("games() returned null");
        } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
            unavailable.add(new Unavailable(source, rootMessage(e)));
            return;
        }
        List<GamePlugin> added = new ArrayList<>();
        for (GamePlugin p : collected) if (p != null && add(p)) added.add(p);
        collections.add(new Followed(c, added));
    }

    /** A collection and those of its games the registry holds now. */
    private static final class Followed {
        final GameCollection collection;
        List<GamePlugin> games;

        Followed(GameCollection collection, List<GamePlugin> games) {
            this.collection = collection;
            this.games = games;
        }
    }

    private final List<Followed> collections = new ArrayList<>();

    /**
     * A collection's games as it lists them now, each described on the collection's thread (never
     * the FX thread); {@link #apply} puts them in the registry.
     */
    public static final class Relisted {
        private final Followed from;
        private final List<GamePlugin> games;
        private final List<Described> described;

        private Relisted(Followed from, List<GamePlugin> games, List<Described> described) {
            this.from = from;
            this.games = games;
            this.described = described;
        }

        /** The ids of the games listed. */
        public List<String> ids() { return described.stream().map(d -> d.info().id()).toList(); }
    }

    /**
     * Asks every collection to follow its games ({@link GameCollection#follow}): each new list is
     * described on the collection's thread and handed to {@code relisted} there, to be applied on
     * the thread that reads the registry. A collection that cannot follow keeps its first list.
     */
    public void follow(Consumer<Relisted> relisted) {
        for (Followed f : collections) {
            try {
                f.collection.follow(list -> relisted.accept(describe(f, list)));
            } catch (RuntimeException | LinkageError e) {
                // its games stay as they were listed at start-up
            }
        }
    }

    /** Describes each game of a new list; one that fails or hangs is left out, as at start-up. */
    private static Relisted describe(Followed f, List<GamePlugin> list) {
        List<GamePlugin> games = new ArrayList<>();
        List<Described> described = new ArrayList<>();
        for (GamePlugin p : list == null ? List.<GamePlugin>of() : list) {
            if (p == null) continue;
            try {
                Described d = describedWithin(p, INFO_LIMIT);
                if (d.info() == null) continue;
                games.add(p);
                described.add(d);
            } catch (java.util.concurrent.TimeoutException | RuntimeException | LinkageError e) {
                // not offered until it describes itself again
            }
        }
        return new Relisted(f, games, described);
    }

    /**
     * Puts a collection's new list in the registry: its games no longer listed are taken out, new
     * ones come at the end (one whose id another game has is not offered), the others take their
     * new info and shelf. True when anything the library shows changed.
     */
    public boolean apply(Relisted r) {
        java.util.Set<GamePlugin> listed = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        listed.addAll(r.games);
        boolean changed = false;
        for (GamePlugin old : r.from.games) {
            int i = games.indexOf(old);
            if (listed.contains(old) || i < 0) continue;
            games.remove(i);
            infos.remove(i);
            categories.remove(i);
            changed = true;
        }
        List<GamePlugin> held = new ArrayList<>();
        for (int k = 0; k < r.games.size(); k++) {
            GamePlugin p = r.games.get(k);
            Described d = r.described.get(k);
            int i = games.indexOf(p);
            if (i >= 0) {
                if (!infos.get(i).equals(d.info()) || categories.get(i) != d.category()) changed = true;
                infos.set(i, d.info());
                categories.set(i, d.category());
                held.add(p);
            } else if (find(d.info().id()).isEmpty()) {
                games.add(p);
                infos.add(d.info());
                categories.add(d.category());
                held.add(p);
                changed = true;
            }
        }
        r.from.games = held;
        return changed;
    }

    /** How long a game may take to describe itself before it is listed as unavailable. */
    static final java.time.Duration INFO_LIMIT = java.time.Duration.ofSeconds(3);

    /** Adds one provider; returns false (and records why) when its info fails, takes too long, or its id is taken. */
    public boolean add(GamePlugin p) {
        GameInfo info;
        GameCategory category;
        try {
            Described d = describedWithin(p, INFO_LIMIT);
            info = d.info();
            category = d.category();
            if (info == null) throw new IllegalStateException("info() returned null");
        } catch (java.util.concurrent.TimeoutException e) {
            unavailable.add(new Unavailable(sourceOf(p.getClass()), "it did not describe itself within " + INFO_LIMIT.toSeconds() + " s"));
            return false;
        } catch (RuntimeException | LinkageError e) {
            unavailable.add(new Unavailable(sourceOf(p.getClass()), rootMessage(e)));
            return false;
        }
        Optional<GamePlugin> taken = find(info.id());
        if (taken.isPresent()) {
            unavailable.add(new Unavailable(p.getClass().getName(), "duplicate game id '" + info.id()
                    + "' (already provided by " + taken.get().getClass().getName() + ")"));
            return false;
        }
        games.add(p);
        infos.add(info);
        categories.add(category);
        return true;
    }

    /** What a game says of itself before it is opened: its info and its shelf in the library. */
    private record Described(GameInfo info, GameCategory category) {}

    /**
     * Asks for the info on a daemon thread, so a plugin that hangs in info() cannot stop the arcade
     * from starting (its thread is left behind; the game is not offered).
     */
    static GameInfo infoWithin(GamePlugin p, java.time.Duration limit) throws java.util.concurrent.TimeoutException {
        return describedWithin(p, limit).info();
    }

    private static Described describedWithin(GamePlugin p, java.time.Duration limit) throws java.util.concurrent.TimeoutException {
        java.util.concurrent.FutureTask<Described> task = new java.util.concurrent.FutureTask<>(() -> new Described(p.info(), categoryOf(p)));
        Thread t = new Thread(task, "plugin-info");
        t.setDaemon(true);
        t.start();
        try {
            return task.get(limit.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while asking for its info");
        } catch (java.util.concurrent.ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof RuntimeException r) throw r;
            if (c instanceof LinkageError l) throw l;
            throw new IllegalStateException(c);
        }
    }

    /** A shelf is not worth a game's card: a category that fails or is missing puts the game among the arcade games. */
    private static GameCategory categoryOf(GamePlugin p) {
        try {
            GameCategory c = p.category();
            return c == null ? GameCategory.ARCADE : c;
        } catch (RuntimeException | LinkageError e) {
            return GameCategory.ARCADE;
        }
    }

    /** A provider class with the jar it came from, when it came from a plugin jar: "MyGame (my-game.jar)". */
    static String sourceOf(Class<?> type) {
        Module m = type.getModule();
        ModuleLayer layer = m.getLayer();
        if (!m.isNamed() || layer == null || layer == ModuleLayer.boot()) return type.getName();
        return layer.configuration().findModule(m.getName())
                .flatMap(r -> r.reference().location())
                .map(uri -> type.getName() + " (" + Path.of(uri).getFileName() + ")")
                .orElse(type.getName());
    }

    /** Puts the games added from index {@code from} on in alphabetical order of their names. */
    void sortByName(int from) {
        List<Integer> order = new ArrayList<>();
        for (int i = from; i < games.size(); i++) order.add(i);
        order.sort(java.util.Comparator.comparing(i -> infos.get(i).name(), String.CASE_INSENSITIVE_ORDER));
        List<GamePlugin> g = new ArrayList<>();
        List<GameInfo> in = new ArrayList<>();
        List<GameCategory> cat = new ArrayList<>();
        for (int i : order) { g.add(games.get(i)); in.add(infos.get(i)); cat.add(categories.get(i)); }
        for (int k = 0; k < g.size(); k++) { games.set(from + k, g.get(k)); infos.set(from + k, in.get(k)); categories.set(from + k, cat.get(k)); }
    }

    void unavailable(String provider, String reason) { unavailable.add(new Unavailable(provider, reason)); }

    public List<GamePlugin> games() { return Collections.unmodifiableList(games); }
    public List<Unavailable> unavailable() { return Collections.unmodifiableList(unavailable); }

    /** The info each game gave when it was added (asked once: a plugin's info() is not called again). */
    public GameInfo info(GamePlugin p) {
        int i = games.indexOf(p);
        if (i < 0) throw new IllegalArgumentException("not a registered game: " + p);
        return infos.get(i);
    }

    /** The library shelf the game named when it was added. */
    public GameCategory category(GamePlugin p) {
        int i = games.indexOf(p);
        if (i < 0) throw new IllegalArgumentException("not a registered game: " + p);
        return categories.get(i);
    }

    public Optional<GamePlugin> find(String id) {
        for (int i = 0; i < games.size(); i++) if (infos.get(i).id().equals(id)) return Optional.of(games.get(i));
        return Optional.empty();
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

    /** Why a plugin failed, in plain words (no exception names) and one short line: its message may repeat a huge id. */
    static String rootMessage(Throwable e) {
        return arcade.api.tool.ToolArgs.line(arcade.shell.notify.PlainWords.of(e));
    }
}
