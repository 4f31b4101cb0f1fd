package arcade.shell.library;

import arcade.api.plugin.GameCategory;
import arcade.api.plugin.GameInfo;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class LibraryQueryTest {
    static LibraryEntry entry(String name, String line, GameCategory c, int played, long last) {
        return new LibraryEntry(new GameInfo(name.toLowerCase().replaceAll("[^a-z]", "") + "x", name, line, null), c, played, last, false);
    }

    final LibraryEntry ludo = entry("Člověče, nezlob se!", "The Czech Ludo for two to four.", GameCategory.BOARD_GAMES, 3, 50);
    final LibraryEntry mines = entry("Minesweeper", "Clear the field without touching a mine.", GameCategory.PUZZLES, 9, 10);
    final LibraryEntry snake = entry("Snake", "The classic snake.", GameCategory.ARCADE, 0, 0);

    @Test void everyWordMustOccurInNameLineOrCategoryInAnyCaseAndWithoutAccents() {
        assertThat(LibraryQuery.ALL.withText("clove").matches(ludo)).isTrue();
        assertThat(LibraryQuery.ALL.withText("CZECH board").matches(ludo)).isTrue();
        assertThat(LibraryQuery.ALL.withText("czech puzzle").matches(ludo)).isFalse();
        assertThat(LibraryQuery.ALL.withText("puzz").matches(mines)).isTrue();
        assertThat(LibraryQuery.ALL.withText("   ").matches(snake)).isTrue();
    }

    @Test void namesSortAsTheyReadWithNumbersByValueAndAccentsBesideTheirLetters() {
        List<String> names = new java.util.ArrayList<>(List.of("Counter 10", "snake", "Counter 2", "Člověče", "Dice", "Counter 1"));
        names.sort(LibraryQuery::compareNames);
        assertThat(names).containsExactly("Člověče", "Counter 1", "Counter 2", "Counter 10", "Dice", "snake");
    }

    @Test void aCategoryKeepsItsOwnGamesOnly() {
        LibraryQuery q = LibraryQuery.ALL.withCategory(Optional.of(GameCategory.PUZZLES));
        assertThat(List.of(ludo, mines, snake).stream().filter(q::matches)).containsExactly(mines);
    }

    @Test void ordersByNameLastPlayedAndMostPlayed() {
        List<LibraryEntry> all = List.of(snake, mines, ludo);
        assertThat(all.stream().sorted(LibraryQuery.ALL.order())).containsExactly(ludo, mines, snake);
        assertThat(all.stream().sorted(LibraryQuery.ALL.withSort(LibrarySort.LAST_PLAYED).order())).containsExactly(ludo, mines, snake);
        assertThat(all.stream().sorted(LibraryQuery.ALL.withSort(LibrarySort.MOST_PLAYED).order())).containsExactly(mines, ludo, snake);
    }
}
