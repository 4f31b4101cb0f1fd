package arcade.api.session;

import arcade.api.model.GameId;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Between a {@link Session} and its {@link SavedGame}: the saved form written, and a saved form's header checked. */
final class SaveCodec {
    private SaveCodec() {}

    static <S, M> SavedGame write(Session<S, M> s, String pluginId, long elapsedMillis, Map<String, String> extra) {
        List<SavedGame.SavedEntry> entries = new ArrayList<>();
        if (s.isRealTime()) {
            for (String t : s.tickLog()) entries.add(new SavedGame.SavedEntry(Session.Kind.MOVE, List.of(t)));
        } else {
            List<Session.Entry<S, M>> history = s.history();
            for (int i = 1; i < history.size(); i++) entries.add(entry(s, history.get(i)));
        }
        return new SavedGame(SavedGame.CURRENT_VERSION, pluginId, s.id().toString(), entries,
                s.isRealTime() ? entries.size() : s.position(), elapsedMillis, extra, s.uiState(), s.isAssisted(), s.undoCount());
    }

    /** One entry as text: moves in the rules' notation, chance events by their label (their indexes listed). */
    private static <S, M> SavedGame.SavedEntry entry(Session<S, M> s, Session.Entry<S, M> e) {
        List<String> texts = new ArrayList<>();
        List<Integer> chances = new ArrayList<>();
        for (Session.Step<M> step : e.steps()) {
            if (step.isChance()) chances.add(texts.size());
            texts.add(step.isChance() ? step.chance() : s.rules().formatMove(step.move()));
        }
        return new SavedGame.SavedEntry(e.kind(), texts, chances.isEmpty() ? null : chances);
    }

    /** The game id of a saved form this version can read, or why not. */
    static GameId gameId(SavedGame saved) throws SaveFormatException {
        if (saved.version() > SavedGame.CURRENT_VERSION)
            throw new SaveFormatException("saved with a newer format (version " + saved.version() + ")");
        // A file without a version field parses as 0: not ours, or cut short.
        if (saved.version() < 1)
            throw new SaveFormatException("unknown save format version " + saved.version());
        try {
            return GameId.parse(saved.gameId());
        } catch (IllegalArgumentException e) {
            throw new SaveFormatException("bad game id: " + e.getMessage(), e);
        }
    }
}
