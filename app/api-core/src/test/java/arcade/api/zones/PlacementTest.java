package arcade.api.zones;

import arcade.api.session.Rng;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PlacementTest {
    private static final String SUITS = "cdhs";
    private static final String[] RANKS = {"a", "2", "3", "4", "5", "6", "7", "8", "9", "10", "j", "q", "k"};

    private static List<TokenId> deck() {
        List<TokenId> d = new ArrayList<>();
        for (char s : SUITS.toCharArray()) for (String r : RANKS) d.add(new TokenId(s + "-" + r));
        return d;
    }

    /** The thesis's 20 Klondike zones, dealt from a seeded shuffle: pile n gets n−1 hidden cards and 1 visible. */
    private static Placement<ZoneId, TokenId> klondikeDeal(long seed) {
        List<TokenId> cards = deck();
        new Rng(seed).shuffle(cards);
        Map<ZoneId, List<TokenId>> zones = new LinkedHashMap<>();
        zones.put(new ZoneId("s"), new ArrayList<>());
        zones.put(new ZoneId("w"), new ArrayList<>());
        for (int f = 1; f <= 4; f++) zones.put(new ZoneId(f + "-f"), new ArrayList<>());
        int next = 0;
        for (int n = 1; n <= 7; n++) {
            zones.put(new ZoneId(n + "-tt"), new ArrayList<>(cards.subList(next, next + n - 1)));
            next += n - 1;
            zones.put(new ZoneId(n + "-tb"), new ArrayList<>(List.of(cards.get(next++))));
        }
        zones.get(new ZoneId("s")).addAll(cards.subList(next, cards.size()));
        return Placement.of(zones, deck());
    }

    private static int count(Placement<ZoneId, TokenId> p, String suffix) {
        return p.zones().stream().filter(z -> z.name().endsWith(suffix)).mapToInt(p::size).sum();
    }

    @Test
    void theKlondikeDealPutsAll52CardsIn20Zones() {
        Placement<ZoneId, TokenId> p = klondikeDeal(1);
        assertThat(p.zones()).hasSize(20);
        assertThat(p.tokenCount()).isEqualTo(52);
        assertThat(p.size(new ZoneId("s"))).isEqualTo(24);
        assertThat(count(p, "-tt")).isEqualTo(21);
        assertThat(count(p, "-tb")).isEqualTo(7);
        assertThat(p.size(new ZoneId("w"))).isZero();
        assertThat(count(p, "-f")).isZero();
        p.checkInvariant();
        assertThat(klondikeDeal(1)).isEqualTo(p).hasSameHashCodeAs(p);
        assertThat(klondikeDeal(2)).isNotEqualTo(p);
    }

    @Test
    void operationsKeepEveryTokenInExactlyOneZone() {
        Placement<ZoneId, TokenId> p = klondikeDeal(7);
        List<ZoneId> zones = new ArrayList<>(p.zones());
        List<TokenId> tokens = deck();
        Rng rng = new Rng(11);
        for (int step = 0; step < 2000; step++) {
            ZoneId a = zones.get(rng.nextInt(zones.size())), b = zones.get(rng.nextInt(zones.size()));
            Placement<ZoneId, TokenId> before = p;
            switch (rng.nextInt(3)) {
                case 0 -> p = p.move(tokens.get(rng.nextInt(tokens.size())), b);
                case 1 -> p = p.moveTop(a, b, rng.nextInt(p.size(a) + 1));
                default -> { if (!a.equals(b)) p = p.turnOver(a, b); }
            }
            p.checkInvariant();
            before.checkInvariant();
            assertThat(p.tokenCount()).isEqualTo(52);
            assertThat(p.zones().stream().mapToInt(p::size).sum()).isEqualTo(52);
            for (TokenId t : tokens) assertThat(p.tokens(p.zoneOf(t))).contains(t);
        }
    }

    @Test
    void movesPutTokensOnTopAndGroupsKeepTheirOrder() {
        ZoneId x = new ZoneId("x"), y = new ZoneId("y");
        TokenId a = new TokenId("a"), b = new TokenId("b"), c = new TokenId("c"), d = new TokenId("d");
        Placement<ZoneId, TokenId> p = Placement.of(Map.of(x, List.of(a, b, c), y, List.of(d)));
        assertThat(p.top(x)).contains(a);
        Placement<ZoneId, TokenId> run = p.moveTop(x, y, 2);
        assertThat(run.tokens(y)).containsExactly(a, b, d);
        assertThat(run.tokens(x)).containsExactly(c);
        assertThat(run.zoneOf(a)).isEqualTo(y);
        assertThat(p.tokens(x)).containsExactly(a, b, c); // unchanged: immutable
        Placement<ZoneId, TokenId> one = p.move(c, y);
        assertThat(one.tokens(y)).containsExactly(c, d);
        assertThat(one.tokens(x)).containsExactly(a, b);
        Placement<ZoneId, TokenId> turned = p.turnOver(x, y);
        assertThat(turned.tokens(y)).containsExactly(c, b, a, d);
        assertThat(turned.isEmpty(x)).isTrue();
        assertThat(turned.top(x)).isEmpty();
    }

    @Test
    void invalidPlacementsAreRejected() {
        ZoneId x = new ZoneId("x"), y = new ZoneId("y");
        TokenId a = new TokenId("a"), b = new TokenId("b");
        assertThatThrownBy(() -> Placement.of(Map.of(x, List.of(a), y, List.of(a))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("token a is in two zones");
        assertThatThrownBy(() -> Placement.of(Map.of(x, List.of(a, a))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("twice");
        assertThatThrownBy(() -> Placement.of(Map.of(x, List.of(a)), List.of(a, b)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("token b is in no zone");
        assertThatThrownBy(() -> Placement.of(Map.of(x, List.of(a, b)), List.of(a)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a token of the game");
        Placement<ZoneId, TokenId> p = Placement.of(Map.of(x, List.of(a), y, List.of()));
        assertThatThrownBy(() -> p.moveTop(y, x, 1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("holds 0");
        assertThatThrownBy(() -> p.move(a, new ZoneId("z"))).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown zone");
        assertThatThrownBy(() -> p.zoneOf(b)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown token");
    }
}
