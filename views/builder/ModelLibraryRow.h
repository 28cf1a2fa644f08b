#pragma once
// The Model section's library row (issue 27): a search field over the catalog's models (by id or name, any part
// of either) and "Import Hugging Face config…". Picking a model asks for model.id; the builder commits it, which
// fills the model's fields as one undo step.
#include <QStringList>
#include <QWidget>

class QCompleter;
class QLineEdit;
class QStringListModel;

namespace fleet {
class Catalog;
}

namespace fleet::views {

class ModelLibraryRow : public QWidget {
    Q_OBJECT
public:
    explicit ModelLibraryRow(QWidget* parent = nullptr);
    void setCatalog(const fleet::Catalog& catalog);
    QLineEdit* searchField() const { return m_search; }

signals:
    void modelChosen(const QString& id);
    void importRequested();

private:
    void choose(const QString& text);

    QLineEdit* m_search;
    QCompleter* m_completer;
    QStringListModel* m_items;
    QStringList m_ids; // parallel to m_items' rows
};

} // namespace fleet::views
