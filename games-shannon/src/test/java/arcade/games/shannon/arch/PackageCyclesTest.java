package arcade.games.shannon.arch;

import arcade.games.shannon.model.Board;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/** No two packages of the game depend on each other, directly or through others (the plugin's own package included). */
class PackageCyclesTest {
    private static final String ROOT = "arcade.games.shannon";

    @Test void thePackagesFormNoCycle() {
        Location main = Location.of(Board.class.getProtectionDomain().getCodeSource().getLocation());
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importLocations(Set.of(main));
        Map<String, Set<String>> uses = new TreeMap<>();
        for (JavaClass c : classes) {
            String from = c.getPackageName();
            if (!from.startsWith(ROOT)) continue;
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                String to = d.getTargetClass().getPackageName();
                if (to.startsWith(ROOT) && !to.equals(from)) uses.computeIfAbsent(from, k -> new TreeSet<>()).add(to);
            }
        }
        // the graph is the real one: the plugin uses the view, the view uses the board drawing and the model
        assertThat(uses.get(ROOT)).contains(ROOT + ".view");
        assertThat(uses.get(ROOT + ".view")).contains(ROOT + ".view.board", ROOT + ".model");
        assertThat(cycles(uses)).as("package cycles").isEmpty();
    }

    /** Each package from which a path of dependencies leads back to it. */
    private static List<String> cycles(Map<String, Set<String>> uses) {
        List<String> found = new ArrayList<>();
        for (String start : uses.keySet()) {
            Set<String> seen = new HashSet<>();
            List<String> todo = new ArrayList<>(uses.getOrDefault(start, Set.of()));
            Map<String, String> via = new HashMap<>();
            for (String t : todo) via.put(t, start);
            while (!todo.isEmpty()) {
                String p = todo.remove(todo.size() - 1);
                if (p.equals(start)) { found.add(start + " (back through " + via.get(p) + ")"); break; }
                if (!seen.add(p)) continue;
                for (String next : uses.getOrDefault(p, Set.of())) { via.putIfAbsent(next, p); todo.add(next); }
            }
        }
        return found;
    }
}
