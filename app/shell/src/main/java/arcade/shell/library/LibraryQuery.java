package arcade.shell.library;

import arcade.api.plugin.GameCategory;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What the player asked the library for: the words typed in the search, one category or all, and
 * an order. Every word must occur in the game's name, its card line or its category's name, in
 * any case and with or without accents ("clovek" finds "Člověče, nezlob se!").
 */
record LibraryQuery(String text, Optional<GameCategory> category, LibrarySort sort) {
    /** Alphabetical as a reader expects it: "Člověče" among the C's, capitals or not. */
    private static final java.text.Collator NAMES = java.text.Collator.getInstance(Locale.ENGLISH);
    static { NAMES.setStrength(java.text.Collator.SECONDARY); }

    static final LibraryQuery ALL = new LibraryQuery("", Optional.empty(), LibrarySort.NAME);

    LibraryQuery {
        text = text == null ? "" : text;
        category = category == null ? Optional.empty() : category;
        sort = sort == null ? LibrarySort.NAME : sort;
    }

    LibraryQuery withText(String t) { return new LibraryQuery(t, category, sort); }
    LibraryQuery withCategory(Optional<GameCategory> c) { return new LibraryQuery(text, c, sort); }
    LibraryQuery withSort(LibrarySort s) { return new LibraryQuery(text, category, s); }

    boolean searching() { return !text.isBlank(); }

    boolean matches(LibraryEntry e) {
        if (category.isPresent() && category.get() != e.category()) return false;
        List<String> words = Arrays.stream(fold(text).split("\\s+")).filter(w -> !w.isEmpty()).toList();
        if (words.isEmpty()) return true;
        String haystack = fold(e.info().name() + " " + e.info().description() + " " + e.category().label());
        return words.stream().allMatch(haystack::contains);
    }

    /** The chosen order; ties (never played, played as often) fall back to the name. */
    Comparator<LibraryEntry> order() {
        Comparator<LibraryEntry> byName = Comparator.comparing(e -> e.info().name(), LibraryQuery::compareNames);
        return switch (sort) {
            case NAME -> byName;
            case LAST_PLAYED -> Comparator.comparingLong(LibraryEntry::lastPlayed).reversed().thenComparing(byName);
            case MOST_PLAYED -> Comparator.comparingInt(LibraryEntry::played).reversed().thenComparing(byName);
        };
    }

    /** Names in reading order: numbers by their value ("Counter 2" before "Counter 10"), words by the collator. */
    static int compareNames(String a, String b) {
        java.util.regex.Matcher ma = CHUNK.matcher(a), mb = CHUNK.matcher(b);
        while (ma.find()) {
            if (!mb.find()) return 1;
            String x = ma.group(), y = mb.group();
            boolean nx = Character.isDigit(x.charAt(0)), ny = Character.isDigit(y.charAt(0));
            int c = nx && ny ? new java.math.BigInteger(x).compareTo(new java.math.BigInteger(y)) : NAMES.compare(x, y);
            if (c != 0) return c;
        }
        return mb.find() ? -1 : 0;
    }

    private static final java.util.regex.Pattern CHUNK = java.util.regex.Pattern.compile("\\d+|\\D+");

    /** Lower case without accents, so that what a player types finds what the card shows. */
    static String fold(String s) {
        String decomposed = Normalizer.normalize(s, Normalizer.Form.NFD);
        return decomposed.replaceAll("\\p{M}+", "").toLowerCase(Locale.ROOT);
    }
}
