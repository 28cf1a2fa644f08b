#include "builder/ModelLibraryRow.h"

#include "hardware/Catalog.h"

#include <QCompleter>
#include <QVBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QStringListModel>

namespace fleet::views {

namespace {
// "llama31-70b — Llama 3.1 70B · 70.55 B" (MoE: "· 671.0 B, 37.6 B active"): what a planner picks a model by.
QString itemText(const fleet::ModelSpec& m)
{
    QString text = QStringLiteral("%1 — %2 · %3 B").arg(QString::fromStdString(m.id), QString::fromStdString(m.name))
                       .arg(m.params / 1e9, 0, 'f', m.params < 1e10 ? 2 : 1);
    if (m.activeParams)
        text += ModelLibraryRow::tr(", %1 B active").arg(*m.activeParams / 1e9, 0, 'f', 1);
    return text;
}
} // namespace

ModelLibraryRow::ModelLibraryRow(QWidget* parent)
    : QWidget(parent), m_search(new QLineEdit(this)), m_completer(new QCompleter(this)),
      m_items(new QStringListModel(this))
{
    // Stacked, the width of the builder's page: the search field and the import button each get a whole line.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_search->setObjectName(QStringLiteral("modelSearch"));
    m_search->setPlaceholderText(tr("Search the model library…"));
    m_search->setClearButtonEnabled(true);
    m_search->setToolTip(tr("Type any part of a model's id or name (\"llama3-70\", \"Qwen3\", \"MoE\") and pick it: "
                            "its layers, widths, heads, experts and parameter count fill the fields below as one "
                            "undo step. Editing a field afterwards makes the model custom."));
    m_completer->setModel(m_items);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setMaxVisibleItems(12);
    m_search->setCompleter(m_completer);
    connect(m_completer, qOverload<const QString&>(&QCompleter::activated), this, &ModelLibraryRow::choose);
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        // Enter on a text that names one model (or one item of the list) picks it.
        const QString text = m_search->text().trimmed();
        QStringList hits;
        for (const QString& item : m_items->stringList())
            if (item.contains(text, Qt::CaseInsensitive))
                hits << item;
        if (hits.size() == 1)
            choose(hits.first());
    });
    auto* import = new QPushButton(tr("Import Hugging Face config…"), this);
    import->setObjectName(QStringLiteral("importHfConfig"));
    import->setToolTip(tr("Read a model's config.json (Llama, Mistral, Mixtral, Qwen2/3, Qwen3-MoE, DeepSeek-V3, "
                          "GPT-OSS) into your catalog and make it the plan's model"));
    connect(import, &QPushButton::clicked, this, &ModelLibraryRow::importRequested);
    layout->addWidget(m_search);
    layout->addWidget(import, 0, Qt::AlignLeft);
}

void ModelLibraryRow::setCatalog(const fleet::Catalog& catalog)
{
    QStringList items;
    m_ids.clear();
    for (const fleet::ModelSpec& m : catalog.models) {
        items << itemText(m);
        m_ids << QString::fromStdString(m.id);
    }
    m_items->setStringList(items);
}

void ModelLibraryRow::choose(const QString& text)
{
    const qsizetype row = m_items->stringList().indexOf(text);
    if (row < 0)
        return;
    m_search->clear();
    emit modelChosen(m_ids.at(row));
}

} // namespace fleet::views
