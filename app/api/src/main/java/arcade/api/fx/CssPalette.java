package arcade.api.fx;

import javafx.scene.Parent;
import javafx.scene.layout.Background;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Resolves CSS looked-up colours (e.g. {@code -snake-head}, {@code -color-accent-fg}) to
 * {@link Color}s, so canvas views take their colours from the theme's stylesheets instead of
 * hard-coding them. Call on the FX thread after the node is in a scene; call again when the theme
 * changes ({@link ThemedPalette} does both).
 *
 * <p>A game's palette is best a record of colours read by {@link #read}: each component
 * {@code boardBg} is the looked-up colour {@code <prefix>board-bg} unless {@link Name} says
 * otherwise, so adding a colour is one component and one line of CSS.
 */
public final class CssPalette {
    private CssPalette() {}

    /** The looked-up colour of a palette record's component, when it is not the derived name. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Name { String value(); }

    /**
     * Reads a palette record whose components are all {@link Color}s, in the context of
     * {@code host}. {@code lookup} is the game's own {@code MethodHandles.lookup()}, which lets
     * the kit call the record's constructor without the game opening its package. Colours the
     * stylesheets do not define come out {@link Color#GRAY}, and {@link #missing} names them.
     */
    public static <R extends Record> R read(Parent host, Class<R> type, String prefix, MethodHandles.Lookup lookup) {
        String[] names = names(type, prefix);
        Map<String, Color> colours = resolve(host, Color.GRAY, names);
        Object[] args = new Object[names.length];
        for (int i = 0; i < names.length; i++) args[i] = colours.get(names[i]);
        try {
            MethodHandle ctor = lookup.findConstructor(type, MethodType.methodType(void.class, colourTypes(names.length)));
            return type.cast(ctor.invokeWithArguments(args));
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalArgumentException("cannot build the palette " + type.getSimpleName() + ": " + e.getMessage(), e);
        }
    }

    /** The looked-up colour names a palette record reads, in component order. */
    public static String[] names(Class<? extends Record> type, String prefix) {
        RecordComponent[] parts = type.getRecordComponents();
        String[] names = new String[parts.length];
        for (int i = 0; i < parts.length; i++) {
            if (parts[i].getType() != Color.class)
                throw new IllegalArgumentException(type.getSimpleName() + "." + parts[i].getName() + " is not a Color");
            Name n = parts[i].getAnnotation(Name.class);
            names[i] = n != null ? n.value() : prefix + kebab(parts[i].getName());
        }
        return names;
    }

    /** The palette's colour names that {@code host}'s stylesheets do not define (a test checks there are none). */
    public static java.util.List<String> missing(Parent host, Class<? extends Record> type, String prefix) {
        Color probeA = Color.rgb(1, 2, 3), probeB = Color.rgb(4, 5, 6);
        String[] names = names(type, prefix);
        Map<String, Color> a = resolve(host, probeA, names), b = resolve(host, probeB, names);
        return java.util.Arrays.stream(names).filter(n -> a.get(n).equals(probeA) && b.get(n).equals(probeB)).toList();
    }

    /** {@code boardBg} → {@code board-bg}, {@code overlayTree1} → {@code overlay-tree1}. */
    static String kebab(String camel) {
        StringBuilder out = new StringBuilder();
        for (char ch : camel.toCharArray()) {
            if (Character.isUpperCase(ch)) out.append('-').append(Character.toLowerCase(ch));
            else out.append(ch);
        }
        return out.toString().toLowerCase(Locale.ROOT);
    }

    private static Class<?>[] colourTypes(int n) {
        Class<?>[] types = new Class<?>[n];
        java.util.Arrays.fill(types, Color.class);
        return types;
    }

    /** Resolves each looked-up colour name in the context of {@code parent}; unknown names give the fallback. */
    public static Map<String, Color> resolve(Parent parent, Color fallback, String... names) {
        Map<String, Color> out = new LinkedHashMap<>();
        Region probe = new Region();
        probe.setManaged(false);
        probe.setVisible(false);
        ParentAccess.add(parent, probe);
        try {
            for (String name : names) {
                probe.setStyle("-fx-background-color: " + name + ";");
                probe.applyCss();
                out.put(name, first(probe.getBackground(), fallback));
            }
        } finally {
            ParentAccess.remove(parent, probe);
        }
        return out;
    }

    private static Color first(Background bg, Color fallback) {
        if (bg == null || bg.getFills().isEmpty()) return fallback;
        Paint p = bg.getFills().get(0).getFill();
        return p instanceof Color c ? c : fallback;
    }

    /** Parent.getChildren() is protected; panes expose it publicly. */
    private static final class ParentAccess {
        static void add(Parent p, Region r) {
            if (p instanceof javafx.scene.layout.Pane pane) pane.getChildren().add(r);
            else if (p instanceof javafx.scene.Group g) g.getChildren().add(r);
            else throw new IllegalArgumentException("palette host must be a Pane or Group: " + p.getClass());
        }
        static void remove(Parent p, Region r) {
            if (p instanceof javafx.scene.layout.Pane pane) pane.getChildren().remove(r);
            else if (p instanceof javafx.scene.Group g) g.getChildren().remove(r);
        }
    }
}
