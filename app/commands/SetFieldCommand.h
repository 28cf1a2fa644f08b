#pragma once
// The one edit command: set a scenario input (any contract key) to a value. Undo restores the old
// value. Every committed edit is its own step; only an edit marked as continuing the previous one
// (the arrow-key steps of one spin box, before Enter or focus leaves it) merges into it, and an edit
// that ends where it started becomes obsolete. The text names the input's label and the value as
// shown (EditText), not the key.
#include "scenario/FieldValue.h"

#include <QUndoCommand>

#include <string>

namespace fleet::app {

class ScenarioDocument;

class SetFieldCommand : public QUndoCommand {
public:
    SetFieldCommand(ScenarioDocument* doc, std::string key, fleet::FieldValue oldValue, fleet::FieldValue newValue,
                    const QString& text, bool continuesPrevious = false);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    ScenarioDocument* m_doc;
    std::string m_key;
    fleet::FieldValue m_old;
    fleet::FieldValue m_new;
    bool m_continues; // merges into the previous command when that sets the same key
};

} // namespace fleet::app
