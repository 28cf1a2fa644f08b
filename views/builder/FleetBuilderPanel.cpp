#include "builder/FleetBuilderPanel.h"

#include "builder/ModelLibraryRow.h"

#include "i18n/ModelText.h"

#include "catalog/UserRowMark.h"
#include "models/FieldLabels.h"
#include "common/ElidingComboBox.h"
#include "common/ScientificSpinBox.h"
#include "document/ScenarioDocument.h"
#include "scenario/ScenarioSchema.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QScrollArea>
#include <QStandardItemModel>
#include <QLocale>
#include <QSignalBlocker>
#include <QToolBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace fleet::views {

namespace {

const QStringList kSectionOrder = {QStringLiteral("model"),    QStringLiteral("fleet"),    QStringLiteral("training"),
                                   QStringLiteral("inference"), QStringLiteral("fabric"),
                                   QStringLiteral("facility"),  QStringLiteral("reliability"),
                                   QStringLiteral("power"),     QStringLiteral("economics"),
                                   QStringLiteral("analysis")};

// serving.* (the workload) shares the Serving page with inference.* (the served model).
QString sectionOf(const QString& key)
{
    const QString section = key.section(u'.', 0, 0);
    return section == QStringLiteral("serving") ? QStringLiteral("inference") : section;
}

std::string itemName(const fleet::Region& r)
{
    // The region's intensity, price and year beside its name (what a planner compares regions by).
    std::string text = r.name + " · " + std::to_string(static_cast<int>(std::lround(r.gCo2ePerKWh))) + " gCO2e/kWh";
    if (r.usdPerKWh) {
        char price[32];
        std::snprintf(price, sizeof price, " · $%.3f/kWh", *r.usdPerKWh);
        text += price;
    }
    if (r.year)
        text += " · " + std::to_string(*r.year);
    return text;
}
template <typename T>
std::string itemName(const T& row)
{
    return row.name;
}

struct CatalogItem {
    std::string id;
    QString name;
    QString group; // a heading the list shows above the first row of its group; empty: none
    bool first = true; // listed before the others (a link of the field's own kind)
};

// An accelerator's key specs after its name, so a pick compares them (issue 31): "NVIDIA H100 SXM5 80GB · 80 GB ·
// 3.35 TB/s · 989 TFLOP/s BF16".
QString acceleratorText(const fleet::Accelerator& a)
{
    QString text = QString::fromStdString(a.name);
    text += QStringLiteral(" · %1 GB · %2 TB/s")
                .arg(QLocale().toString(a.hbmCapacity.si() / 1e9, 'f', 0),
                     QLocale().toString(a.hbmBandwidth.si() / 1e12, 'f', 2));
    for (const auto& [p, label] : {std::pair{fleet::Precision::BF16, "BF16"}, std::pair{fleet::Precision::FP16, "FP16"}})
        if (const auto peak = a.peakFor(p)) {
            text += QStringLiteral(" · %1 TFLOP/s %2").arg(QLocale().toString(peak->si() / 1e12, 'f', 0), QLatin1String(label));
            break;
        }
    return text;
}

// The rows of a kind a catalog field offers, in catalog order: one pass over the rows (a lookup by id per row was
// quadratic — minutes for a 100,000-row user catalog before the window showed). Accelerators grouped by vendor with
// their key specs; a link field offers the links of its kind first (scale-out: InfiniBand and Ethernet; scale-up:
// the others), then the rest under a heading that says they are not of that kind.
std::vector<CatalogItem> catalogItems(const fleet::Catalog& c, fleet::CatalogKind kind, const std::string& key)
{
    std::vector<CatalogItem> out;
    // User rows (from the user catalog or a plan) are marked in every list where hardware is picked.
    const auto text = [](const auto& r, QString name) { return r.provenance.userOverride ? userRowText(name) : name; };
    auto all = [&](const auto& rows) {
        out.reserve(rows.size());
        for (const auto& r : rows)
            out.push_back({r.id, text(r, QString::fromStdString(itemName(r))), {}});
    };
    switch (kind) {
    case fleet::CatalogKind::Accelerators:
        for (const fleet::Accelerator& a : c.accelerators)
            out.push_back({a.id, text(a, acceleratorText(a)), QString::fromStdString(a.vendor)});
        std::stable_sort(out.begin(), out.end(), [](const CatalogItem& x, const CatalogItem& y) { return x.group < y.group; });
        break;
    case fleet::CatalogKind::Links: {
        const bool scaleOut = key == "fleet.scaleOutLink", scaleUp = key == "fleet.scaleUpLink";
        for (const fleet::Link& l : c.links) {
            QString group;
            if (scaleOut)
                group = fleet::isScaleOutFamily(l.family) ? FleetBuilderPanel::tr("Scale-out links")
                                                          : FleetBuilderPanel::tr("Not scale-out (inside a node)");
            else if (scaleUp)
                group = fleet::isScaleOutFamily(l.family) ? FleetBuilderPanel::tr("Not scale-up (a fabric's NICs)")
                                                          : FleetBuilderPanel::tr("Scale-up and host links");
            out.push_back({l.id, text(l, QString::fromStdString(itemName(l))), group,
                           !(scaleOut || scaleUp) || fleet::isScaleOutFamily(l.family) == scaleOut});
        }
        // The field's own kind first (one flag per row: no lookups in the sort, a user catalog may hold 10⁵ rows).
        std::stable_partition(out.begin(), out.end(), [](const CatalogItem& i) { return i.first; });
        break;
    }
    case fleet::CatalogKind::Nodes: all(c.nodes); break;
    case fleet::CatalogKind::Cooling: all(c.cooling); break;
    case fleet::CatalogKind::Regions: all(c.regions); break;
    case fleet::CatalogKind::Switches:
        all(c.switches);
        break;
    case fleet::CatalogKind::Optics:
        all(c.optics);
        break;
    case fleet::CatalogKind::Models:
        all(c.models);
        break;
    default:
        for (const std::string& id : c.ids(kind))
            out.push_back({id, QString::fromStdString(id), {}});
    }
    return out;
}

bool isFraction(const fleet::FieldSpec& f) { return f.min >= 0.0 && f.max <= 1.0; }

} // namespace

FleetBuilderPanel::FleetBuilderPanel(fleet::app::ScenarioDocument* doc, fleet::app::CatalogPtr catalog, QWidget* parent)
    : QWidget(parent), m_doc(doc), m_catalog(std::move(catalog)), m_toolBox(new QToolBox(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_toolBox);

    QHash<QString, QFormLayout*> forms;
    for (const QString& section : kSectionOrder) {
        auto* page = new QWidget;
        auto* form = new QFormLayout(page);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        form->setRowWrapPolicy(QFormLayout::DontWrapRows);
        auto* scroll = new QScrollArea;
        scroll->setWidget(page);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        m_sectionPage.insert(section, m_toolBox->addItem(scroll, fleet::app::sectionTitle(section)));
        forms.insert(section, form);
    }
    const auto& schema = fleet::ScenarioSchema::instance();
    for (const fleet::FieldSpec& f : schema.fields()) {
        const QString key = QString::fromStdString(f.key);
        QWidget* editor = createEditor(f);
        editor->setObjectName(key);
        // Catalog fields point to the catalog window, not to the CLI's `catalog list` (the schema's range text).
        const QString accepted = !f.catalogKind ? tr("Accepted: %1").arg(fleet::app::modelText(schema.rangeText(f)))
                                 : !f.keyword.empty()
                                     ? tr("Accepted: a row of the catalog (View → Hardware catalog…; "
                                          "rows marked (user) are yours), or %1")
                                           .arg(QString::fromStdString(f.keyword))
                                     : tr("Accepted: a row of the hardware catalog (View → Hardware catalog…; "
                                          "rows marked (user) are yours)");
        const QString tip =
            QStringLiteral("<b>%1</b><br>%2<br><i>%3</i>")
                .arg(key, fleet::app::modelPhrase(f.description).toHtmlEscaped(), accepted.toHtmlEscaped());
        if (auto* combo = qobject_cast<ElidingComboBox*>(editor))
            combo->setBaseToolTip(tip); // with the current item in full above it
        else
            editor->setToolTip(tip);
        auto* label = new QLabel(fleet::app::fieldLabel(key));
        label->setToolTip(tip);
        label->setBuddy(editor);
        QFormLayout* form = forms.value(sectionOf(key));
        Q_ASSERT_X(form, "FleetBuilderPanel", "a schema section without a builder page");
        form->addRow(label, editor);
        m_editors.insert(key, editor);
    }
    // The Model section opens with the library: search it, or import a Hugging Face config (issue 27).
    m_library = new ModelLibraryRow;
    m_library->setCatalog(*m_catalog);
    forms.value(QStringLiteral("model"))->insertRow(0, m_library); // spans the label column: no horizontal scroll
    connect(m_library, &ModelLibraryRow::modelChosen, this,
            [this](const QString& id) { commit(QStringLiteral("model.id"), id.toStdString()); });
    connect(m_library, &ModelLibraryRow::importRequested, this, &FleetBuilderPanel::importModelRequested);
    refreshAll();
    connect(m_doc, &fleet::app::ScenarioDocument::fieldChanged, this, &FleetBuilderPanel::refresh);
    connect(m_doc, &fleet::app::ScenarioDocument::scenarioReplaced, this, &FleetBuilderPanel::refreshAll);
}

QWidget* FleetBuilderPanel::createEditor(const fleet::FieldSpec& f)
{
    const QString key = QString::fromStdString(f.key);
    switch (f.type) {
    case fleet::FieldType::Real: {
        FieldSpinBox* box = nullptr;
        const QString unit = QString::fromStdString(f.unit);
        if (f.max > 1e6) {
            auto* sci = new ScientificSpinBox;
            sci->setUnit(unit); // "175 B" parameters, "7 GB/s"
            box = sci;
        } else {
            box = new FieldSpinBox;
            box->setDecimals(isFraction(f) || f.max <= 10.0 ? 4 : 2); // prices like 0.0834 USD/kWh keep their digits
            box->setSingleStep(isFraction(f) ? 0.01 : 0.1);
            box->setKeyboardTracking(false);
            if (!unit.isEmpty())
                box->setSuffix(u' ' + unit);
        }
        box->setRange(f.min, f.max);
        // Arrow and wheel steps in one box merge into one undo step until Enter or focus leaves it.
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, key](double v) { commit(key, v, true); });
        connect(box, &QAbstractSpinBox::editingFinished, this, &FleetBuilderPanel::endTyping);
        // A number outside the schema's range is refused with the schema's message, not clamped (MFU 1.5).
        connect(box, &FieldSpinBox::outOfRange, this, [this, key](double v) { commit(key, v); });
        return box;
    }
    case fleet::FieldType::Integer: {
        // A whole-number FieldSpinBox (not a QSpinBox, which clamps silently): 0 nodes or a pipeline depth past
        // the schema's range is refused with the schema's message, like the real-valued inputs.
        auto* box = new FieldSpinBox;
        box->setDecimals(0);
        box->setSingleStep(1.0);
        box->setRange(f.min, f.max);
        box->setKeyboardTracking(false);
        box->setGroupSeparatorShown(true);
        if (!f.unit.empty())
            box->setSuffix(u' ' + QString::fromStdString(f.unit));
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, key](double v) {
            commit(key, static_cast<std::int64_t>(std::llround(v)), true);
        });
        connect(box, &QAbstractSpinBox::editingFinished, this, &FleetBuilderPanel::endTyping);
        connect(box, &FieldSpinBox::outOfRange, this, [this, key](double v) {
            commit(key, static_cast<std::int64_t>(std::llround(v)));
        });
        return box;
    }
    case fleet::FieldType::Flag: {
        auto* box = new QCheckBox;
        connect(box, &QCheckBox::toggled, this, [this, key](bool v) { commit(key, v); });
        return box;
    }
    case fleet::FieldType::Text: {
        auto* combo = new ElidingComboBox; // elided with the full text in its tooltip
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
        if (f.catalogKind) {
            fillCatalogCombo(combo, f);
        } else {
            for (const std::string& c : f.choices)
                combo->addItem(fleet::app::modelPhrase(c), QString::fromStdString(c));
        }
        connect(combo, &QComboBox::activated, this,
                [this, key, combo](int i) { commit(key, combo->itemData(i).toString().toStdString()); });
        return combo;
    }
    }
    return new QWidget;
}

void FleetBuilderPanel::fillCatalogCombo(QComboBox* combo, const fleet::FieldSpec& f)
{
    const QSignalBlocker block(combo);
    combo->clear();
    if (f.keyword == "auto")
        combo->addItem(tr("auto (match the accelerator)"), QStringLiteral("auto"));
    else if (f.keyword == "custom")
        combo->addItem(tr("custom (the fields below)"), QStringLiteral("custom"));
    else if (f.keyword == "same")
        combo->addItem(tr("same (the plan's model)"), QStringLiteral("same"));
    if (combo->count() > 0) // the keyword alone where the explanation does not fit
        combo->setItemData(0, QString::fromStdString(f.keyword), ElidingComboBox::kShortTextRole);
    QString group;
    for (const CatalogItem& item : catalogItems(*m_catalog, *f.catalogKind, f.key)) {
        if (!item.group.isEmpty() && item.group != group) { // a heading: not selectable, no id
            group = item.group;
            if (combo->count() > 0)
                combo->insertSeparator(combo->count());
            combo->addItem(group);
            if (auto* model = qobject_cast<QStandardItemModel*>(combo->model())) {
                QStandardItem* heading = model->item(combo->count() - 1);
                heading->setFlags(heading->flags() & ~(Qt::ItemIsSelectable | Qt::ItemIsEnabled));
                QFont bold = heading->font();
                bold.setBold(true);
                heading->setFont(bold);
            }
        }
        combo->addItem(QStringLiteral("%1 — %2").arg(QString::fromStdString(item.id), item.name),
                       QString::fromStdString(item.id));
        combo->setItemData(combo->count() - 1, item.name.section(QStringLiteral(" · "), 0, 0), // without the specs
                           ElidingComboBox::kShortTextRole);
        if (item.name.endsWith(userRowText({})))
            combo->setItemIcon(combo->count() - 1, userRowIcon());
    }
}

void FleetBuilderPanel::setCatalog(fleet::app::CatalogPtr catalog)
{
    m_catalog = std::move(catalog);
    m_library->setCatalog(*m_catalog);
    for (const fleet::FieldSpec& f : fleet::ScenarioSchema::instance().fields())
        if (f.catalogKind)
            if (auto* combo = qobject_cast<QComboBox*>(m_editors.value(QString::fromStdString(f.key))))
                fillCatalogCombo(combo, f);
    refreshAll();
}

void FleetBuilderPanel::commit(const QString& key, const fleet::FieldValue& v, bool typing)
{
    using Merge = fleet::app::ScenarioDocument::Merge;
    // Steps in one spin box merge until Enter or focus leaves it, and only onto the step they started.
    const bool continues = typing && key == m_typingKey && m_doc->undoStack()->index() == m_typingIndex;
    if (const QString err = m_doc->setField(key, v, continues ? Merge::Continue : Merge::NewStep); !err.isEmpty()) {
        emit editRejected(err);
        refresh(key);
        endTyping();
        return;
    }
    m_typingKey = typing ? key : QString();
    m_typingIndex = m_doc->undoStack()->index();
}

void FleetBuilderPanel::endTyping()
{
    m_typingKey.clear();
    m_typingIndex = -1;
}

void FleetBuilderPanel::refresh(const QString& key)
{
    QWidget* w = m_editors.value(key);
    const fleet::FieldSpec* f = fleet::ScenarioSchema::instance().field(key.toStdString());
    if (!w || !f)
        return;
    const QSignalBlocker block(w);
    const fleet::FieldValue v = f->get(m_doc->scenario());
    if (auto* d = qobject_cast<QDoubleSpinBox*>(w))
        d->setValue(f->type == fleet::FieldType::Integer ? static_cast<double>(std::get<std::int64_t>(v))
                                                         : std::get<double>(v));
    else if (auto* c = qobject_cast<QCheckBox*>(w))
        c->setChecked(std::get<bool>(v));
    else if (auto* combo = qobject_cast<QComboBox*>(w)) {
        const QString id = QString::fromStdString(std::get<std::string>(v));
        int idx = combo->findData(id);
        if (idx < 0) { // an id the catalog lacks (e.g. from a file): show it so the issue is visible
            combo->addItem(tr("%1 (not in catalog)").arg(id), id);
            idx = combo->count() - 1;
        }
        combo->setCurrentIndex(idx);
        if (auto* eliding = qobject_cast<ElidingComboBox*>(combo))
            eliding->updateToolTip(); // its signal was blocked
    }
}

void FleetBuilderPanel::refreshAll()
{
    for (auto it = m_editors.constBegin(); it != m_editors.constEnd(); ++it)
        refresh(it.key());
}

void FleetBuilderPanel::focusKey(const QString& key)
{
    if (QWidget* w = m_editors.value(key)) {
        m_toolBox->setCurrentIndex(m_sectionPage.value(sectionOf(key)));
        // A field far down a long section (the serving keys below the inference ones) is scrolled into view: an issue
        // clicked in the Issues panel shows the field it names.
        if (auto* scroll = qobject_cast<QScrollArea*>(m_toolBox->currentWidget()))
            scroll->ensureWidgetVisible(w);
        w->setFocus(Qt::OtherFocusReason);
    }
}

} // namespace fleet::views
