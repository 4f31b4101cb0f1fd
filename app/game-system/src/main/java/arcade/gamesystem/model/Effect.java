package arcade.gamesystem.model;

import arcade.api.zones.Placement;

/** A compiled effect clause: turns one placement into the next. */
@FunctionalInterface
public interface Effect {
    Placement<Zone, Piece> apply(Placement<Zone, Piece> placement);
}
