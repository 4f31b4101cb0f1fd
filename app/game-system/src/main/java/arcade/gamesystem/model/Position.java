package arcade.gamesystem.model;

/**
 * What a condition may look at: the tokens in each zone (by type, top first), the die and the
 * player to move. Both a finished state and a move's work in progress ({@link Scratch}) are
 * positions, so a condition can be tested halfway through a move (a mill just closed).
 */
public interface Position {
    CompiledGame game();

    /** Tokens in a zone. */
    int size(int zone);

    /** The type of the {@code i}-th token of a zone, 0 being the top. */
    int type(int zone, int i);

    /** The player to move (the mover, while a move is being made). */
    int toMove();

    /** Moves made so far (0 when the file bounds no plies and asks nothing about them). */
    int plies();

    /** The owner of a zone's top token: -2 when the zone is empty, -1 for a token nobody owns. */
    default int topOwner(int zone) { return size(zone) == 0 ? -2 : game().types.owner(type(zone, 0)); }

    /** The kind of a zone's top token, or -1 when it is empty. */
    default int topKind(int zone) { return size(zone) == 0 ? -1 : game().types.kind(type(zone, 0)); }

    /** The face the die shows, or 0 while it rests (and in games without a die). */
    default int dieFace() {
        CompiledGame.Die d = game().die;
        if (d == null) return 0;
        for (int f = 0; f < d.faceZones().size(); f++) if (size(d.faceZones().get(f).index()) > 0) return f + 1;
        return 0;
    }
}
