#pragma once
// The one edit command: set a scenario input (any contract key) to a value. Undo restores the old
// value; consecutive edits of the same key merge into one step (typing in a spin box); an edit that
// ends where it started becomes obsolete.
#include "scenario/FieldValue.h"

#include <QUndoCommand>

#include <string>

namespace fleet::app {

class ScenarioDocument;

class SetFieldCommand : public QUndoCommand {
public:
    SetFieldCommand(ScenarioDocument* doc, std::string key, fleet::FieldValue oldValue, fleet::FieldValue newValue);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;


private:
    ScenarioDocument* m_doc;
    std::string m_key;
    fleet::FieldValue m_old;
    fleet::FieldValue m_new;
};

} // namespace fleet::app
