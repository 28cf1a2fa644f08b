#pragma once
// One undoable edit of the user catalog (add, replace or delete rows): redo writes the new rows, undo writes
// the previous ones back (or deletes a row that was added), each as one transaction through CatalogRowSet.
// The edit is applied before the command is pushed (so a refused edit never enters the stack); the first
// redo() that QUndoStack::push() calls is therefore skipped.
#include "catalog/CatalogRowSet.h"

#include <QUndoCommand>

#include <functional>

namespace fleet::views {

class CatalogEditCommand : public QUndoCommand {
public:
    // onError: told why an undo or redo could not be written (the file is then as it was).
    CatalogEditCommand(CatalogRowSet* rows, QList<fleet::catalog::RowChange> before,
                       QList<fleet::catalog::RowChange> after, const QString& text,
                       std::function<void(const QString&)> onError = {});

    void undo() override;
    void redo() override;
    // Why the last undo or redo could not be written ("" when it was).
    const QString& error() const { return m_error; }

    // The change that undoes writing `after`: the previous user row of each id, or its deletion.
    static QList<fleet::catalog::RowChange> inverse(const CatalogRowSet& rows,
                                                    const QList<fleet::catalog::RowChange>& after);

private:
    CatalogRowSet* m_rows;
    QList<fleet::catalog::RowChange> m_before, m_after;
    bool m_applied = true; // applied before push: the first redo is a no-op
    QString m_error;
    std::function<void(const QString&)> m_onError;
};

} // namespace fleet::views
