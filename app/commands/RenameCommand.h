#pragma once
// Renaming the plan (issue 31 point 5): its name is the report's title and the Summary's subject. Undo restores
// the old name and whether the user had chosen it (a name the user chose stays through Save As; one that only
// followed a file name follows the next).
#include <QUndoCommand>

namespace fleet::app {

class ScenarioDocument;

class RenameCommand : public QUndoCommand {
public:
    RenameCommand(ScenarioDocument* doc, QString oldName, bool oldByUser, QString newName, bool newByUser);

    void undo() override;
    void redo() override;

private:
    ScenarioDocument* m_doc;
    QString m_old, m_new;
    bool m_oldByUser, m_newByUser;
};

} // namespace fleet::app
