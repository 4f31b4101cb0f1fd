package arcade.gamesystem.model;

import arcade.gamesystem.format.RulesFileException;

/**
 * A zone named relative to another ({@code $from+NE}) that lies off the board. In a move's
 * params it means "no such move" and the binding is dropped; anywhere else it is an error.
 */
final class OffBoard extends RulesFileException {
    OffBoard(RulesFileException e) { super(e.file(), e.where(), e.problem(), e.line(), e.column()); }
}
