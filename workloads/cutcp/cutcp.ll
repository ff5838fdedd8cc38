; ModuleID = 'cutcp.c'
source_filename = "cutcp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@stderr = external global ptr, align 8
@.str = private unnamed_addr constant [21 x i8] c"usage: %s INPUT.bin\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"rb\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [23 x i8] c"cannot open input file\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [20 x i8] c"header too short in\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [14 x i8] c"bad header in\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"out of memory reading\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [34 x i8] c"wrong file size for the header in\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [16 x i8] c"checksum %.15e\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [16 x i8] c"cutcp: %s '%s'\0A\00", align 1, !dbg !42

; Function Attrs: noinline nounwind uwtable
define dso_local void @cutcp(i32 noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, double noundef %5, double noundef %6, ptr noundef %7) #0 !dbg !60 {
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca ptr, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca i32, align 4
  %34 = alloca double, align 8
  %35 = alloca double, align 8
  %36 = alloca i32, align 4
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca double, align 8
  store i32 %0, ptr %9, align 4
    #dbg_declare(ptr %9, !68, !DIExpression(), !69)
  store ptr %1, ptr %10, align 8
    #dbg_declare(ptr %10, !70, !DIExpression(), !71)
  store i32 %2, ptr %11, align 4
    #dbg_declare(ptr %11, !72, !DIExpression(), !73)
  store i32 %3, ptr %12, align 4
    #dbg_declare(ptr %12, !74, !DIExpression(), !75)
  store i32 %4, ptr %13, align 4
    #dbg_declare(ptr %13, !76, !DIExpression(), !77)
  store double %5, ptr %14, align 8
    #dbg_declare(ptr %14, !78, !DIExpression(), !79)
  store double %6, ptr %15, align 8
    #dbg_declare(ptr %15, !80, !DIExpression(), !81)
  store ptr %7, ptr %16, align 8
    #dbg_declare(ptr %16, !82, !DIExpression(), !83)
    #dbg_declare(ptr %17, !84, !DIExpression(), !85)
  %40 = load double, ptr %15, align 8, !dbg !86
  %41 = load double, ptr %15, align 8, !dbg !87
  %42 = fmul double %40, %41, !dbg !88
  store double %42, ptr %17, align 8, !dbg !85
    #dbg_declare(ptr %18, !89, !DIExpression(), !90)
  %43 = load double, ptr %17, align 8, !dbg !91
  %44 = fdiv double 1.000000e+00, %43, !dbg !92
  store double %44, ptr %18, align 8, !dbg !90
    #dbg_declare(ptr %19, !93, !DIExpression(), !95)
  store i32 0, ptr %19, align 4, !dbg !95
  br label %45, !dbg !96

45:                                               ; preds = %252, %8
  %46 = load i32, ptr %19, align 4, !dbg !97
  %47 = load i32, ptr %9, align 4, !dbg !99
  %48 = icmp slt i32 %46, %47, !dbg !100
  br i1 %48, label %49, label %255, !dbg !101

49:                                               ; preds = %45
    #dbg_declare(ptr %20, !102, !DIExpression(), !104)
  %50 = load ptr, ptr %10, align 8, !dbg !105
  %51 = load i32, ptr %19, align 4, !dbg !106
  %52 = mul nsw i32 4, %51, !dbg !107
  %53 = sext i32 %52 to i64, !dbg !105
  %54 = getelementptr inbounds double, ptr %50, i64 %53, !dbg !105
  %55 = load double, ptr %54, align 8, !dbg !105
  store double %55, ptr %20, align 8, !dbg !104
    #dbg_declare(ptr %21, !108, !DIExpression(), !109)
  %56 = load ptr, ptr %10, align 8, !dbg !110
  %57 = load i32, ptr %19, align 4, !dbg !111
  %58 = mul nsw i32 4, %57, !dbg !112
  %59 = add nsw i32 %58, 1, !dbg !113
  %60 = sext i32 %59 to i64, !dbg !110
  %61 = getelementptr inbounds double, ptr %56, i64 %60, !dbg !110
  %62 = load double, ptr %61, align 8, !dbg !110
  store double %62, ptr %21, align 8, !dbg !109
    #dbg_declare(ptr %22, !114, !DIExpression(), !115)
  %63 = load ptr, ptr %10, align 8, !dbg !116
  %64 = load i32, ptr %19, align 4, !dbg !117
  %65 = mul nsw i32 4, %64, !dbg !118
  %66 = add nsw i32 %65, 2, !dbg !119
  %67 = sext i32 %66 to i64, !dbg !116
  %68 = getelementptr inbounds double, ptr %63, i64 %67, !dbg !116
  %69 = load double, ptr %68, align 8, !dbg !116
  store double %69, ptr %22, align 8, !dbg !115
    #dbg_declare(ptr %23, !120, !DIExpression(), !121)
  %70 = load ptr, ptr %10, align 8, !dbg !122
  %71 = load i32, ptr %19, align 4, !dbg !123
  %72 = mul nsw i32 4, %71, !dbg !124
  %73 = add nsw i32 %72, 3, !dbg !125
  %74 = sext i32 %73 to i64, !dbg !122
  %75 = getelementptr inbounds double, ptr %70, i64 %74, !dbg !122
  %76 = load double, ptr %75, align 8, !dbg !122
  store double %76, ptr %23, align 8, !dbg !121
    #dbg_declare(ptr %24, !126, !DIExpression(), !127)
  %77 = load double, ptr %20, align 8, !dbg !128
  %78 = load double, ptr %15, align 8, !dbg !129
  %79 = fsub double %77, %78, !dbg !130
  %80 = load double, ptr %14, align 8, !dbg !131
  %81 = fdiv double %79, %80, !dbg !132
  %82 = call double @llvm.ceil.f64(double %81), !dbg !133
  %83 = fptosi double %82 to i32, !dbg !134
  store i32 %83, ptr %24, align 4, !dbg !127
    #dbg_declare(ptr %25, !135, !DIExpression(), !136)
  %84 = load double, ptr %20, align 8, !dbg !137
  %85 = load double, ptr %15, align 8, !dbg !138
  %86 = fadd double %84, %85, !dbg !139
  %87 = load double, ptr %14, align 8, !dbg !140
  %88 = fdiv double %86, %87, !dbg !141
  %89 = call double @llvm.floor.f64(double %88), !dbg !142
  %90 = fptosi double %89 to i32, !dbg !143
  store i32 %90, ptr %25, align 4, !dbg !136
    #dbg_declare(ptr %26, !144, !DIExpression(), !145)
  %91 = load double, ptr %21, align 8, !dbg !146
  %92 = load double, ptr %15, align 8, !dbg !147
  %93 = fsub double %91, %92, !dbg !148
  %94 = load double, ptr %14, align 8, !dbg !149
  %95 = fdiv double %93, %94, !dbg !150
  %96 = call double @llvm.ceil.f64(double %95), !dbg !151
  %97 = fptosi double %96 to i32, !dbg !152
  store i32 %97, ptr %26, align 4, !dbg !145
    #dbg_declare(ptr %27, !153, !DIExpression(), !154)
  %98 = load double, ptr %21, align 8, !dbg !155
  %99 = load double, ptr %15, align 8, !dbg !156
  %100 = fadd double %98, %99, !dbg !157
  %101 = load double, ptr %14, align 8, !dbg !158
  %102 = fdiv double %100, %101, !dbg !159
  %103 = call double @llvm.floor.f64(double %102), !dbg !160
  %104 = fptosi double %103 to i32, !dbg !161
  store i32 %104, ptr %27, align 4, !dbg !154
    #dbg_declare(ptr %28, !162, !DIExpression(), !163)
  %105 = load double, ptr %22, align 8, !dbg !164
  %106 = load double, ptr %15, align 8, !dbg !165
  %107 = fsub double %105, %106, !dbg !166
  %108 = load double, ptr %14, align 8, !dbg !167
  %109 = fdiv double %107, %108, !dbg !168
  %110 = call double @llvm.ceil.f64(double %109), !dbg !169
  %111 = fptosi double %110 to i32, !dbg !170
  store i32 %111, ptr %28, align 4, !dbg !163
    #dbg_declare(ptr %29, !171, !DIExpression(), !172)
  %112 = load double, ptr %22, align 8, !dbg !173
  %113 = load double, ptr %15, align 8, !dbg !174
  %114 = fadd double %112, %113, !dbg !175
  %115 = load double, ptr %14, align 8, !dbg !176
  %116 = fdiv double %114, %115, !dbg !177
  %117 = call double @llvm.floor.f64(double %116), !dbg !178
  %118 = fptosi double %117 to i32, !dbg !179
  store i32 %118, ptr %29, align 4, !dbg !172
  %119 = load i32, ptr %24, align 4, !dbg !180
  %120 = icmp slt i32 %119, 0, !dbg !182
  br i1 %120, label %121, label %122, !dbg !183

121:                                              ; preds = %49
  store i32 0, ptr %24, align 4, !dbg !184
  br label %122, !dbg !185

122:                                              ; preds = %121, %49
  %123 = load i32, ptr %26, align 4, !dbg !186
  %124 = icmp slt i32 %123, 0, !dbg !188
  br i1 %124, label %125, label %126, !dbg !189

125:                                              ; preds = %122
  store i32 0, ptr %26, align 4, !dbg !190
  br label %126, !dbg !191

126:                                              ; preds = %125, %122
  %127 = load i32, ptr %28, align 4, !dbg !192
  %128 = icmp slt i32 %127, 0, !dbg !194
  br i1 %128, label %129, label %130, !dbg !195

129:                                              ; preds = %126
  store i32 0, ptr %28, align 4, !dbg !196
  br label %130, !dbg !197

130:                                              ; preds = %129, %126
  %131 = load i32, ptr %25, align 4, !dbg !198
  %132 = load i32, ptr %11, align 4, !dbg !200
  %133 = sub nsw i32 %132, 1, !dbg !201
  %134 = icmp sgt i32 %131, %133, !dbg !202
  br i1 %134, label %135, label %138, !dbg !203

135:                                              ; preds = %130
  %136 = load i32, ptr %11, align 4, !dbg !204
  %137 = sub nsw i32 %136, 1, !dbg !205
  store i32 %137, ptr %25, align 4, !dbg !206
  br label %138, !dbg !207

138:                                              ; preds = %135, %130
  %139 = load i32, ptr %27, align 4, !dbg !208
  %140 = load i32, ptr %12, align 4, !dbg !210
  %141 = sub nsw i32 %140, 1, !dbg !211
  %142 = icmp sgt i32 %139, %141, !dbg !212
  br i1 %142, label %143, label %146, !dbg !213

143:                                              ; preds = %138
  %144 = load i32, ptr %12, align 4, !dbg !214
  %145 = sub nsw i32 %144, 1, !dbg !215
  store i32 %145, ptr %27, align 4, !dbg !216
  br label %146, !dbg !217

146:                                              ; preds = %143, %138
  %147 = load i32, ptr %29, align 4, !dbg !218
  %148 = load i32, ptr %13, align 4, !dbg !220
  %149 = sub nsw i32 %148, 1, !dbg !221
  %150 = icmp sgt i32 %147, %149, !dbg !222
  br i1 %150, label %151, label %154, !dbg !223

151:                                              ; preds = %146
  %152 = load i32, ptr %13, align 4, !dbg !224
  %153 = sub nsw i32 %152, 1, !dbg !225
  store i32 %153, ptr %29, align 4, !dbg !226
  br label %154, !dbg !227

154:                                              ; preds = %151, %146
    #dbg_declare(ptr %30, !228, !DIExpression(), !230)
  %155 = load i32, ptr %28, align 4, !dbg !231
  store i32 %155, ptr %30, align 4, !dbg !230
  br label %156, !dbg !232

156:                                              ; preds = %248, %154
  %157 = load i32, ptr %30, align 4, !dbg !233
  %158 = load i32, ptr %29, align 4, !dbg !235
  %159 = icmp sle i32 %157, %158, !dbg !236
  br i1 %159, label %160, label %251, !dbg !237

160:                                              ; preds = %156
    #dbg_declare(ptr %31, !238, !DIExpression(), !240)
  %161 = load i32, ptr %30, align 4, !dbg !241
  %162 = sitofp i32 %161 to double, !dbg !241
  %163 = load double, ptr %14, align 8, !dbg !242
  %164 = load double, ptr %22, align 8, !dbg !243
  %165 = fneg double %164, !dbg !244
  %166 = call double @llvm.fmuladd.f64(double %162, double %163, double %165), !dbg !244
  store double %166, ptr %31, align 8, !dbg !240
    #dbg_declare(ptr %32, !245, !DIExpression(), !246)
  %167 = load double, ptr %31, align 8, !dbg !247
  %168 = load double, ptr %31, align 8, !dbg !248
  %169 = fmul double %167, %168, !dbg !249
  store double %169, ptr %32, align 8, !dbg !246
    #dbg_declare(ptr %33, !250, !DIExpression(), !252)
  %170 = load i32, ptr %26, align 4, !dbg !253
  store i32 %170, ptr %33, align 4, !dbg !252
  br label %171, !dbg !254

171:                                              ; preds = %244, %160
  %172 = load i32, ptr %33, align 4, !dbg !255
  %173 = load i32, ptr %27, align 4, !dbg !257
  %174 = icmp sle i32 %172, %173, !dbg !258
  br i1 %174, label %175, label %247, !dbg !259

175:                                              ; preds = %171
    #dbg_declare(ptr %34, !260, !DIExpression(), !262)
  %176 = load i32, ptr %33, align 4, !dbg !263
  %177 = sitofp i32 %176 to double, !dbg !263
  %178 = load double, ptr %14, align 8, !dbg !264
  %179 = load double, ptr %21, align 8, !dbg !265
  %180 = fneg double %179, !dbg !266
  %181 = call double @llvm.fmuladd.f64(double %177, double %178, double %180), !dbg !266
  store double %181, ptr %34, align 8, !dbg !262
    #dbg_declare(ptr %35, !267, !DIExpression(), !268)
  %182 = load double, ptr %34, align 8, !dbg !269
  %183 = load double, ptr %34, align 8, !dbg !270
  %184 = load double, ptr %32, align 8, !dbg !271
  %185 = call double @llvm.fmuladd.f64(double %182, double %183, double %184), !dbg !272
  store double %185, ptr %35, align 8, !dbg !268
  %186 = load double, ptr %35, align 8, !dbg !273
  %187 = load double, ptr %17, align 8, !dbg !275
  %188 = fcmp oge double %186, %187, !dbg !276
  br i1 %188, label %189, label %190, !dbg !277

189:                                              ; preds = %175
  br label %244, !dbg !278

190:                                              ; preds = %175
    #dbg_declare(ptr %36, !279, !DIExpression(), !281)
  %191 = load i32, ptr %24, align 4, !dbg !282
  store i32 %191, ptr %36, align 4, !dbg !281
  br label %192, !dbg !283

192:                                              ; preds = %240, %190
  %193 = load i32, ptr %36, align 4, !dbg !284
  %194 = load i32, ptr %25, align 4, !dbg !286
  %195 = icmp sle i32 %193, %194, !dbg !287
  br i1 %195, label %196, label %243, !dbg !288

196:                                              ; preds = %192
    #dbg_declare(ptr %37, !289, !DIExpression(), !291)
  %197 = load i32, ptr %36, align 4, !dbg !292
  %198 = sitofp i32 %197 to double, !dbg !292
  %199 = load double, ptr %14, align 8, !dbg !293
  %200 = load double, ptr %20, align 8, !dbg !294
  %201 = fneg double %200, !dbg !295
  %202 = call double @llvm.fmuladd.f64(double %198, double %199, double %201), !dbg !295
  store double %202, ptr %37, align 8, !dbg !291
    #dbg_declare(ptr %38, !296, !DIExpression(), !297)
  %203 = load double, ptr %37, align 8, !dbg !298
  %204 = load double, ptr %37, align 8, !dbg !299
  %205 = load double, ptr %35, align 8, !dbg !300
  %206 = call double @llvm.fmuladd.f64(double %203, double %204, double %205), !dbg !301
  store double %206, ptr %38, align 8, !dbg !297
  %207 = load double, ptr %38, align 8, !dbg !302
  %208 = load double, ptr %17, align 8, !dbg !304
  %209 = fcmp olt double %207, %208, !dbg !305
  br i1 %209, label %210, label %239, !dbg !306

210:                                              ; preds = %196
  %211 = load double, ptr %38, align 8, !dbg !307
  %212 = fcmp ogt double %211, 0x3D719799812DEA11, !dbg !308
  br i1 %212, label %213, label %239, !dbg !309

213:                                              ; preds = %210
    #dbg_declare(ptr %39, !310, !DIExpression(), !312)
  %214 = load double, ptr %38, align 8, !dbg !313
  %215 = load double, ptr %18, align 8, !dbg !314
  %216 = fneg double %214, !dbg !315
  %217 = call double @llvm.fmuladd.f64(double %216, double %215, double 1.000000e+00), !dbg !315
  store double %217, ptr %39, align 8, !dbg !312
  %218 = load double, ptr %23, align 8, !dbg !316
  %219 = load double, ptr %38, align 8, !dbg !317
  %220 = call double @sqrt(double noundef %219) #6, !dbg !318
  %221 = fdiv double %218, %220, !dbg !319
  %222 = load double, ptr %39, align 8, !dbg !320
  %223 = fmul double %221, %222, !dbg !321
  %224 = load double, ptr %39, align 8, !dbg !322
  %225 = load ptr, ptr %16, align 8, !dbg !323
  %226 = load i32, ptr %30, align 4, !dbg !324
  %227 = load i32, ptr %12, align 4, !dbg !325
  %228 = mul nsw i32 %226, %227, !dbg !326
  %229 = load i32, ptr %33, align 4, !dbg !327
  %230 = add nsw i32 %228, %229, !dbg !328
  %231 = load i32, ptr %11, align 4, !dbg !329
  %232 = mul nsw i32 %230, %231, !dbg !330
  %233 = load i32, ptr %36, align 4, !dbg !331
  %234 = add nsw i32 %232, %233, !dbg !332
  %235 = sext i32 %234 to i64, !dbg !323
  %236 = getelementptr inbounds double, ptr %225, i64 %235, !dbg !323
  %237 = load double, ptr %236, align 8, !dbg !333
  %238 = call double @llvm.fmuladd.f64(double %223, double %224, double %237), !dbg !333
  store double %238, ptr %236, align 8, !dbg !333
  br label %239, !dbg !334

239:                                              ; preds = %213, %210, %196
  br label %240, !dbg !335

240:                                              ; preds = %239
  %241 = load i32, ptr %36, align 4, !dbg !336
  %242 = add nsw i32 %241, 1, !dbg !336
  store i32 %242, ptr %36, align 4, !dbg !336
  br label %192, !dbg !337, !llvm.loop !338

243:                                              ; preds = %192
  br label %244, !dbg !341

244:                                              ; preds = %243, %189
  %245 = load i32, ptr %33, align 4, !dbg !342
  %246 = add nsw i32 %245, 1, !dbg !342
  store i32 %246, ptr %33, align 4, !dbg !342
  br label %171, !dbg !343, !llvm.loop !344

247:                                              ; preds = %171
  br label %248, !dbg !346

248:                                              ; preds = %247
  %249 = load i32, ptr %30, align 4, !dbg !347
  %250 = add nsw i32 %249, 1, !dbg !347
  store i32 %250, ptr %30, align 4, !dbg !347
  br label %156, !dbg !348, !llvm.loop !349

251:                                              ; preds = %156
  br label %252, !dbg !351

252:                                              ; preds = %251
  %253 = load i32, ptr %19, align 4, !dbg !352
  %254 = add nsw i32 %253, 1, !dbg !352
  store i32 %254, ptr %19, align 4, !dbg !352
  br label %45, !dbg !353, !llvm.loop !354

255:                                              ; preds = %45
  ret void, !dbg !356
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !357 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [4 x i32], align 16
  %8 = alloca [2 x double], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca double, align 8
  %18 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !362, !DIExpression(), !363)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !364, !DIExpression(), !365)
  %19 = load i32, ptr %4, align 4, !dbg !366
  %20 = icmp slt i32 %19, 2, !dbg !368
  br i1 %20, label %21, label %27, !dbg !369

21:                                               ; preds = %2
  %22 = load ptr, ptr @stderr, align 8, !dbg !370
  %23 = load ptr, ptr %5, align 8, !dbg !372
  %24 = getelementptr inbounds ptr, ptr %23, i64 0, !dbg !372
  %25 = load ptr, ptr %24, align 8, !dbg !372
  %26 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %22, ptr noundef @.str, ptr noundef %25) #6, !dbg !373
  store i32 1, ptr %3, align 4, !dbg !374
  br label %195, !dbg !374

27:                                               ; preds = %2
    #dbg_declare(ptr %6, !375, !DIExpression(), !430)
  %28 = load ptr, ptr %5, align 8, !dbg !431
  %29 = getelementptr inbounds ptr, ptr %28, i64 1, !dbg !431
  %30 = load ptr, ptr %29, align 8, !dbg !431
  %31 = call noalias ptr @fopen(ptr noundef %30, ptr noundef @.str.1), !dbg !432
  store ptr %31, ptr %6, align 8, !dbg !430
  %32 = load ptr, ptr %6, align 8, !dbg !433
  %33 = icmp ne ptr %32, null, !dbg !433
  br i1 %33, label %39, label %34, !dbg !435

34:                                               ; preds = %27
  %35 = load ptr, ptr %5, align 8, !dbg !436
  %36 = getelementptr inbounds ptr, ptr %35, i64 1, !dbg !436
  %37 = load ptr, ptr %36, align 8, !dbg !436
  %38 = call i32 @fail(ptr noundef @.str.2, ptr noundef %37, ptr noundef null), !dbg !437
  store i32 %38, ptr %3, align 4, !dbg !438
  br label %195, !dbg !438

39:                                               ; preds = %27
    #dbg_declare(ptr %7, !439, !DIExpression(), !443)
    #dbg_declare(ptr %8, !444, !DIExpression(), !448)
  %40 = load ptr, ptr %6, align 8, !dbg !449
  %41 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0, !dbg !451
  %42 = call i32 @read_exact(ptr noundef %40, ptr noundef %41, i64 noundef 4, i64 noundef 4), !dbg !452
  %43 = icmp ne i32 %42, 0, !dbg !452
  br i1 %43, label %44, label %49, !dbg !453

44:                                               ; preds = %39
  %45 = load ptr, ptr %6, align 8, !dbg !454
  %46 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0, !dbg !455
  %47 = call i32 @read_exact(ptr noundef %45, ptr noundef %46, i64 noundef 8, i64 noundef 2), !dbg !456
  %48 = icmp ne i32 %47, 0, !dbg !456
  br i1 %48, label %55, label %49, !dbg !457

49:                                               ; preds = %44, %39
  %50 = load ptr, ptr %5, align 8, !dbg !458
  %51 = getelementptr inbounds ptr, ptr %50, i64 1, !dbg !458
  %52 = load ptr, ptr %51, align 8, !dbg !458
  %53 = load ptr, ptr %6, align 8, !dbg !459
  %54 = call i32 @fail(ptr noundef @.str.3, ptr noundef %52, ptr noundef %53), !dbg !460
  store i32 %54, ptr %3, align 4, !dbg !461
  br label %195, !dbg !461

55:                                               ; preds = %44
    #dbg_declare(ptr %9, !462, !DIExpression(), !463)
  %56 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0, !dbg !464
  %57 = load i32, ptr %56, align 16, !dbg !464
  store i32 %57, ptr %9, align 4, !dbg !463
    #dbg_declare(ptr %10, !465, !DIExpression(), !466)
  %58 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 1, !dbg !467
  %59 = load i32, ptr %58, align 4, !dbg !467
  store i32 %59, ptr %10, align 4, !dbg !466
    #dbg_declare(ptr %11, !468, !DIExpression(), !469)
  %60 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 2, !dbg !470
  %61 = load i32, ptr %60, align 8, !dbg !470
  store i32 %61, ptr %11, align 4, !dbg !469
    #dbg_declare(ptr %12, !471, !DIExpression(), !472)
  %62 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 3, !dbg !473
  %63 = load i32, ptr %62, align 4, !dbg !473
  store i32 %63, ptr %12, align 4, !dbg !472
    #dbg_declare(ptr %13, !474, !DIExpression(), !475)
  %64 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0, !dbg !476
  %65 = load double, ptr %64, align 16, !dbg !476
  store double %65, ptr %13, align 8, !dbg !475
    #dbg_declare(ptr %14, !477, !DIExpression(), !478)
  %66 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 1, !dbg !479
  %67 = load double, ptr %66, align 8, !dbg !479
  store double %67, ptr %14, align 8, !dbg !478
  %68 = load i32, ptr %9, align 4, !dbg !480
  %69 = icmp slt i32 %68, 0, !dbg !482
  br i1 %69, label %107, label %70, !dbg !483

70:                                               ; preds = %55
  %71 = load i32, ptr %9, align 4, !dbg !484
  %72 = icmp sgt i32 %71, 50000000, !dbg !485
  br i1 %72, label %107, label %73, !dbg !486

73:                                               ; preds = %70
  %74 = load i32, ptr %10, align 4, !dbg !487
  %75 = icmp slt i32 %74, 1, !dbg !488
  br i1 %75, label %107, label %76, !dbg !489

76:                                               ; preds = %73
  %77 = load i32, ptr %11, align 4, !dbg !490
  %78 = icmp slt i32 %77, 1, !dbg !491
  br i1 %78, label %107, label %79, !dbg !492

79:                                               ; preds = %76
  %80 = load i32, ptr %12, align 4, !dbg !493
  %81 = icmp slt i32 %80, 1, !dbg !494
  br i1 %81, label %107, label %82, !dbg !495

82:                                               ; preds = %79
  %83 = load i32, ptr %10, align 4, !dbg !496
  %84 = icmp sgt i32 %83, 4096, !dbg !497
  br i1 %84, label %107, label %85, !dbg !498

85:                                               ; preds = %82
  %86 = load i32, ptr %11, align 4, !dbg !499
  %87 = icmp sgt i32 %86, 4096, !dbg !500
  br i1 %87, label %107, label %88, !dbg !501

88:                                               ; preds = %85
  %89 = load i32, ptr %12, align 4, !dbg !502
  %90 = icmp sgt i32 %89, 4096, !dbg !503
  br i1 %90, label %107, label %91, !dbg !504

91:                                               ; preds = %88
  %92 = load i32, ptr %10, align 4, !dbg !505
  %93 = sext i32 %92 to i64, !dbg !506
  %94 = load i32, ptr %11, align 4, !dbg !507
  %95 = sext i32 %94 to i64, !dbg !507
  %96 = mul nsw i64 %93, %95, !dbg !508
  %97 = load i32, ptr %12, align 4, !dbg !509
  %98 = sext i32 %97 to i64, !dbg !509
  %99 = mul nsw i64 %96, %98, !dbg !510
  %100 = icmp sgt i64 %99, 200000000, !dbg !511
  br i1 %100, label %107, label %101, !dbg !512

101:                                              ; preds = %91
  %102 = load double, ptr %13, align 8, !dbg !513
  %103 = fcmp ogt double %102, 0.000000e+00, !dbg !514
  br i1 %103, label %104, label %107, !dbg !515

104:                                              ; preds = %101
  %105 = load double, ptr %14, align 8, !dbg !516
  %106 = fcmp ogt double %105, 0.000000e+00, !dbg !517
  br i1 %106, label %113, label %107, !dbg !518

107:                                              ; preds = %104, %101, %91, %88, %85, %82, %79, %76, %73, %70, %55
  %108 = load ptr, ptr %5, align 8, !dbg !519
  %109 = getelementptr inbounds ptr, ptr %108, i64 1, !dbg !519
  %110 = load ptr, ptr %109, align 8, !dbg !519
  %111 = load ptr, ptr %6, align 8, !dbg !520
  %112 = call i32 @fail(ptr noundef @.str.4, ptr noundef %110, ptr noundef %111), !dbg !521
  store i32 %112, ptr %3, align 4, !dbg !522
  br label %195, !dbg !522

113:                                              ; preds = %104
    #dbg_declare(ptr %15, !523, !DIExpression(), !524)
  %114 = load i32, ptr %9, align 4, !dbg !525
  %115 = sext i32 %114 to i64, !dbg !526
  %116 = mul i64 %115, 4, !dbg !527
  %117 = add i64 %116, 1, !dbg !528
  %118 = mul i64 %117, 8, !dbg !529
  %119 = call noalias ptr @malloc(i64 noundef %118) #7, !dbg !530
  store ptr %119, ptr %15, align 8, !dbg !524
    #dbg_declare(ptr %16, !531, !DIExpression(), !532)
  %120 = load i32, ptr %10, align 4, !dbg !533
  %121 = sext i32 %120 to i64, !dbg !534
  %122 = load i32, ptr %11, align 4, !dbg !535
  %123 = sext i32 %122 to i64, !dbg !535
  %124 = mul i64 %121, %123, !dbg !536
  %125 = load i32, ptr %12, align 4, !dbg !537
  %126 = sext i32 %125 to i64, !dbg !537
  %127 = mul i64 %124, %126, !dbg !538
  %128 = call noalias ptr @calloc(i64 noundef %127, i64 noundef 8) #8, !dbg !539
  store ptr %128, ptr %16, align 8, !dbg !532
  %129 = load ptr, ptr %15, align 8, !dbg !540
  %130 = icmp ne ptr %129, null, !dbg !540
  br i1 %130, label %131, label %134, !dbg !542

131:                                              ; preds = %113
  %132 = load ptr, ptr %16, align 8, !dbg !543
  %133 = icmp ne ptr %132, null, !dbg !543
  br i1 %133, label %140, label %134, !dbg !544

134:                                              ; preds = %131, %113
  %135 = load ptr, ptr %5, align 8, !dbg !545
  %136 = getelementptr inbounds ptr, ptr %135, i64 1, !dbg !545
  %137 = load ptr, ptr %136, align 8, !dbg !545
  %138 = load ptr, ptr %6, align 8, !dbg !546
  %139 = call i32 @fail(ptr noundef @.str.5, ptr noundef %137, ptr noundef %138), !dbg !547
  store i32 %139, ptr %3, align 4, !dbg !548
  br label %195, !dbg !548

140:                                              ; preds = %131
  %141 = load ptr, ptr %6, align 8, !dbg !549
  %142 = load ptr, ptr %15, align 8, !dbg !551
  %143 = load i32, ptr %9, align 4, !dbg !552
  %144 = sext i32 %143 to i64, !dbg !553
  %145 = mul i64 %144, 4, !dbg !554
  %146 = call i32 @read_exact(ptr noundef %141, ptr noundef %142, i64 noundef 8, i64 noundef %145), !dbg !555
  %147 = icmp ne i32 %146, 0, !dbg !555
  br i1 %147, label %148, label %152, !dbg !556

148:                                              ; preds = %140
  %149 = load ptr, ptr %6, align 8, !dbg !557
  %150 = call i32 @fgetc(ptr noundef %149), !dbg !558
  %151 = icmp ne i32 %150, -1, !dbg !559
  br i1 %151, label %152, label %158, !dbg !560

152:                                              ; preds = %148, %140
  %153 = load ptr, ptr %5, align 8, !dbg !561
  %154 = getelementptr inbounds ptr, ptr %153, i64 1, !dbg !561
  %155 = load ptr, ptr %154, align 8, !dbg !561
  %156 = load ptr, ptr %6, align 8, !dbg !562
  %157 = call i32 @fail(ptr noundef @.str.6, ptr noundef %155, ptr noundef %156), !dbg !563
  store i32 %157, ptr %3, align 4, !dbg !564
  br label %195, !dbg !564

158:                                              ; preds = %148
  %159 = load ptr, ptr %6, align 8, !dbg !565
  %160 = call i32 @fclose(ptr noundef %159), !dbg !566
  %161 = load i32, ptr %9, align 4, !dbg !567
  %162 = load ptr, ptr %15, align 8, !dbg !568
  %163 = load i32, ptr %10, align 4, !dbg !569
  %164 = load i32, ptr %11, align 4, !dbg !570
  %165 = load i32, ptr %12, align 4, !dbg !571
  %166 = load double, ptr %13, align 8, !dbg !572
  %167 = load double, ptr %14, align 8, !dbg !573
  %168 = load ptr, ptr %16, align 8, !dbg !574
  call void @cutcp(i32 noundef %161, ptr noundef %162, i32 noundef %163, i32 noundef %164, i32 noundef %165, double noundef %166, double noundef %167, ptr noundef %168), !dbg !575
    #dbg_declare(ptr %17, !576, !DIExpression(), !577)
  store double 0.000000e+00, ptr %17, align 8, !dbg !577
    #dbg_declare(ptr %18, !578, !DIExpression(), !580)
  store i64 0, ptr %18, align 8, !dbg !580
  br label %169, !dbg !581

169:                                              ; preds = %187, %158
  %170 = load i64, ptr %18, align 8, !dbg !582
  %171 = load i32, ptr %10, align 4, !dbg !584
  %172 = sext i32 %171 to i64, !dbg !585
  %173 = load i32, ptr %11, align 4, !dbg !586
  %174 = sext i32 %173 to i64, !dbg !586
  %175 = mul i64 %172, %174, !dbg !587
  %176 = load i32, ptr %12, align 4, !dbg !588
  %177 = sext i32 %176 to i64, !dbg !588
  %178 = mul i64 %175, %177, !dbg !589
  %179 = icmp ult i64 %170, %178, !dbg !590
  br i1 %179, label %180, label %190, !dbg !591

180:                                              ; preds = %169
  %181 = load ptr, ptr %16, align 8, !dbg !592
  %182 = load i64, ptr %18, align 8, !dbg !593
  %183 = getelementptr inbounds double, ptr %181, i64 %182, !dbg !592
  %184 = load double, ptr %183, align 8, !dbg !592
  %185 = load double, ptr %17, align 8, !dbg !594
  %186 = fadd double %185, %184, !dbg !594
  store double %186, ptr %17, align 8, !dbg !594
  br label %187, !dbg !595

187:                                              ; preds = %180
  %188 = load i64, ptr %18, align 8, !dbg !596
  %189 = add i64 %188, 1, !dbg !596
  store i64 %189, ptr %18, align 8, !dbg !596
  br label %169, !dbg !597, !llvm.loop !598

190:                                              ; preds = %169
  %191 = load double, ptr %17, align 8, !dbg !600
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %191), !dbg !601
  %193 = load ptr, ptr %15, align 8, !dbg !602
  call void @free(ptr noundef %193) #6, !dbg !603
  %194 = load ptr, ptr %16, align 8, !dbg !604
  call void @free(ptr noundef %194) #6, !dbg !605
  store i32 0, ptr %3, align 4, !dbg !606
  br label %195, !dbg !606

195:                                              ; preds = %190, %152, %134, %107, %49, %34, %21
  %196 = load i32, ptr %3, align 4, !dbg !607
  ret i32 %196, !dbg !607
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #2

declare noalias ptr @fopen(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @fail(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !608 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !613, !DIExpression(), !614)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !615, !DIExpression(), !616)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !617, !DIExpression(), !618)
  %7 = load ptr, ptr @stderr, align 8, !dbg !619
  %8 = load ptr, ptr %4, align 8, !dbg !620
  %9 = load ptr, ptr %5, align 8, !dbg !621
  %10 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %7, ptr noundef @.str.8, ptr noundef %8, ptr noundef %9) #6, !dbg !622
  %11 = load ptr, ptr %6, align 8, !dbg !623
  %12 = icmp ne ptr %11, null, !dbg !623
  br i1 %12, label %13, label %16, !dbg !625

13:                                               ; preds = %3
  %14 = load ptr, ptr %6, align 8, !dbg !626
  %15 = call i32 @fclose(ptr noundef %14), !dbg !627
  br label %16, !dbg !627

16:                                               ; preds = %13, %3
  ret i32 1, !dbg !628
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @read_exact(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !629 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !632, !DIExpression(), !633)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !634, !DIExpression(), !635)
  store i64 %2, ptr %7, align 8
    #dbg_declare(ptr %7, !636, !DIExpression(), !637)
  store i64 %3, ptr %8, align 8
    #dbg_declare(ptr %8, !638, !DIExpression(), !639)
  %9 = load ptr, ptr %6, align 8, !dbg !640
  %10 = load i64, ptr %7, align 8, !dbg !641
  %11 = load i64, ptr %8, align 8, !dbg !642
  %12 = load ptr, ptr %5, align 8, !dbg !643
  %13 = call i64 @fread(ptr noundef %9, i64 noundef %10, i64 noundef %11, ptr noundef %12), !dbg !644
  %14 = load i64, ptr %8, align 8, !dbg !645
  %15 = icmp eq i64 %13, %14, !dbg !646
  %16 = zext i1 %15 to i32, !dbg !646
  ret i32 %16, !dbg !647
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #5

declare i32 @fgetc(ptr noundef) #3

declare i32 @fclose(ptr noundef) #3

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

declare i64 @fread(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!44}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "cutcp.c", directory: "/work/main/workloads/cutcp", checksumkind: CSK_MD5, checksum: "397619f53d131458b6fb9823993c9df2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 23)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 20)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 34)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 108, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 16)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !39, isLocal: true, isDefinition: true)
!44 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !45, globals: !51, splitDebugInlining: false, nameTableKind: None)
!45 = !{!46, !47, !48}
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !49, line: 18, baseType: !50)
!49 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42}
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 7, !"frame-pointer", i32 2}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "cutcp", scope: !2, file: !2, line: 19, type: !61, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !67)
!61 = !DISubroutineType(types: !62)
!62 = !{null, !46, !63, !46, !46, !46, !65, !65, !66}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!65 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!67 = !{}
!68 = !DILocalVariable(name: "natoms", arg: 1, scope: !60, file: !2, line: 19, type: !46)
!69 = !DILocation(line: 19, column: 16, scope: !60)
!70 = !DILocalVariable(name: "atoms", arg: 2, scope: !60, file: !2, line: 19, type: !63)
!71 = !DILocation(line: 19, column: 38, scope: !60)
!72 = !DILocalVariable(name: "nx", arg: 3, scope: !60, file: !2, line: 19, type: !46)
!73 = !DILocation(line: 19, column: 49, scope: !60)
!74 = !DILocalVariable(name: "ny", arg: 4, scope: !60, file: !2, line: 19, type: !46)
!75 = !DILocation(line: 19, column: 57, scope: !60)
!76 = !DILocalVariable(name: "nz", arg: 5, scope: !60, file: !2, line: 19, type: !46)
!77 = !DILocation(line: 19, column: 65, scope: !60)
!78 = !DILocalVariable(name: "h", arg: 6, scope: !60, file: !2, line: 19, type: !65)
!79 = !DILocation(line: 19, column: 76, scope: !60)
!80 = !DILocalVariable(name: "cutoff", arg: 7, scope: !60, file: !2, line: 19, type: !65)
!81 = !DILocation(line: 19, column: 86, scope: !60)
!82 = !DILocalVariable(name: "grid", arg: 8, scope: !60, file: !2, line: 20, type: !66)
!83 = !DILocation(line: 20, column: 20, scope: !60)
!84 = !DILocalVariable(name: "c2", scope: !60, file: !2, line: 22, type: !65)
!85 = !DILocation(line: 22, column: 12, scope: !60)
!86 = !DILocation(line: 22, column: 17, scope: !60)
!87 = !DILocation(line: 22, column: 26, scope: !60)
!88 = !DILocation(line: 22, column: 24, scope: !60)
!89 = !DILocalVariable(name: "inv_c2", scope: !60, file: !2, line: 23, type: !65)
!90 = !DILocation(line: 23, column: 12, scope: !60)
!91 = !DILocation(line: 23, column: 27, scope: !60)
!92 = !DILocation(line: 23, column: 25, scope: !60)
!93 = !DILocalVariable(name: "n", scope: !94, file: !2, line: 24, type: !46)
!94 = distinct !DILexicalBlock(scope: !60, file: !2, line: 24, column: 5)
!95 = !DILocation(line: 24, column: 14, scope: !94)
!96 = !DILocation(line: 24, column: 10, scope: !94)
!97 = !DILocation(line: 24, column: 21, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !2, line: 24, column: 5)
!99 = !DILocation(line: 24, column: 25, scope: !98)
!100 = !DILocation(line: 24, column: 23, scope: !98)
!101 = !DILocation(line: 24, column: 5, scope: !94)
!102 = !DILocalVariable(name: "ax", scope: !103, file: !2, line: 25, type: !65)
!103 = distinct !DILexicalBlock(scope: !98, file: !2, line: 24, column: 38)
!104 = !DILocation(line: 25, column: 16, scope: !103)
!105 = !DILocation(line: 25, column: 21, scope: !103)
!106 = !DILocation(line: 25, column: 31, scope: !103)
!107 = !DILocation(line: 25, column: 29, scope: !103)
!108 = !DILocalVariable(name: "ay", scope: !103, file: !2, line: 25, type: !65)
!109 = !DILocation(line: 25, column: 35, scope: !103)
!110 = !DILocation(line: 25, column: 40, scope: !103)
!111 = !DILocation(line: 25, column: 50, scope: !103)
!112 = !DILocation(line: 25, column: 48, scope: !103)
!113 = !DILocation(line: 25, column: 52, scope: !103)
!114 = !DILocalVariable(name: "az", scope: !103, file: !2, line: 25, type: !65)
!115 = !DILocation(line: 25, column: 58, scope: !103)
!116 = !DILocation(line: 25, column: 63, scope: !103)
!117 = !DILocation(line: 25, column: 73, scope: !103)
!118 = !DILocation(line: 25, column: 71, scope: !103)
!119 = !DILocation(line: 25, column: 75, scope: !103)
!120 = !DILocalVariable(name: "q", scope: !103, file: !2, line: 26, type: !65)
!121 = !DILocation(line: 26, column: 16, scope: !103)
!122 = !DILocation(line: 26, column: 20, scope: !103)
!123 = !DILocation(line: 26, column: 30, scope: !103)
!124 = !DILocation(line: 26, column: 28, scope: !103)
!125 = !DILocation(line: 26, column: 32, scope: !103)
!126 = !DILocalVariable(name: "i0", scope: !103, file: !2, line: 27, type: !46)
!127 = !DILocation(line: 27, column: 13, scope: !103)
!128 = !DILocation(line: 27, column: 29, scope: !103)
!129 = !DILocation(line: 27, column: 34, scope: !103)
!130 = !DILocation(line: 27, column: 32, scope: !103)
!131 = !DILocation(line: 27, column: 44, scope: !103)
!132 = !DILocation(line: 27, column: 42, scope: !103)
!133 = !DILocation(line: 27, column: 23, scope: !103)
!134 = !DILocation(line: 27, column: 18, scope: !103)
!135 = !DILocalVariable(name: "i1", scope: !103, file: !2, line: 27, type: !46)
!136 = !DILocation(line: 27, column: 48, scope: !103)
!137 = !DILocation(line: 27, column: 65, scope: !103)
!138 = !DILocation(line: 27, column: 70, scope: !103)
!139 = !DILocation(line: 27, column: 68, scope: !103)
!140 = !DILocation(line: 27, column: 80, scope: !103)
!141 = !DILocation(line: 27, column: 78, scope: !103)
!142 = !DILocation(line: 27, column: 58, scope: !103)
!143 = !DILocation(line: 27, column: 53, scope: !103)
!144 = !DILocalVariable(name: "j0", scope: !103, file: !2, line: 28, type: !46)
!145 = !DILocation(line: 28, column: 13, scope: !103)
!146 = !DILocation(line: 28, column: 29, scope: !103)
!147 = !DILocation(line: 28, column: 34, scope: !103)
!148 = !DILocation(line: 28, column: 32, scope: !103)
!149 = !DILocation(line: 28, column: 44, scope: !103)
!150 = !DILocation(line: 28, column: 42, scope: !103)
!151 = !DILocation(line: 28, column: 23, scope: !103)
!152 = !DILocation(line: 28, column: 18, scope: !103)
!153 = !DILocalVariable(name: "j1", scope: !103, file: !2, line: 28, type: !46)
!154 = !DILocation(line: 28, column: 48, scope: !103)
!155 = !DILocation(line: 28, column: 65, scope: !103)
!156 = !DILocation(line: 28, column: 70, scope: !103)
!157 = !DILocation(line: 28, column: 68, scope: !103)
!158 = !DILocation(line: 28, column: 80, scope: !103)
!159 = !DILocation(line: 28, column: 78, scope: !103)
!160 = !DILocation(line: 28, column: 58, scope: !103)
!161 = !DILocation(line: 28, column: 53, scope: !103)
!162 = !DILocalVariable(name: "k0", scope: !103, file: !2, line: 29, type: !46)
!163 = !DILocation(line: 29, column: 13, scope: !103)
!164 = !DILocation(line: 29, column: 29, scope: !103)
!165 = !DILocation(line: 29, column: 34, scope: !103)
!166 = !DILocation(line: 29, column: 32, scope: !103)
!167 = !DILocation(line: 29, column: 44, scope: !103)
!168 = !DILocation(line: 29, column: 42, scope: !103)
!169 = !DILocation(line: 29, column: 23, scope: !103)
!170 = !DILocation(line: 29, column: 18, scope: !103)
!171 = !DILocalVariable(name: "k1", scope: !103, file: !2, line: 29, type: !46)
!172 = !DILocation(line: 29, column: 48, scope: !103)
!173 = !DILocation(line: 29, column: 65, scope: !103)
!174 = !DILocation(line: 29, column: 70, scope: !103)
!175 = !DILocation(line: 29, column: 68, scope: !103)
!176 = !DILocation(line: 29, column: 80, scope: !103)
!177 = !DILocation(line: 29, column: 78, scope: !103)
!178 = !DILocation(line: 29, column: 58, scope: !103)
!179 = !DILocation(line: 29, column: 53, scope: !103)
!180 = !DILocation(line: 30, column: 13, scope: !181)
!181 = distinct !DILexicalBlock(scope: !103, file: !2, line: 30, column: 13)
!182 = !DILocation(line: 30, column: 16, scope: !181)
!183 = !DILocation(line: 30, column: 13, scope: !103)
!184 = !DILocation(line: 31, column: 16, scope: !181)
!185 = !DILocation(line: 31, column: 13, scope: !181)
!186 = !DILocation(line: 32, column: 13, scope: !187)
!187 = distinct !DILexicalBlock(scope: !103, file: !2, line: 32, column: 13)
!188 = !DILocation(line: 32, column: 16, scope: !187)
!189 = !DILocation(line: 32, column: 13, scope: !103)
!190 = !DILocation(line: 33, column: 16, scope: !187)
!191 = !DILocation(line: 33, column: 13, scope: !187)
!192 = !DILocation(line: 34, column: 13, scope: !193)
!193 = distinct !DILexicalBlock(scope: !103, file: !2, line: 34, column: 13)
!194 = !DILocation(line: 34, column: 16, scope: !193)
!195 = !DILocation(line: 34, column: 13, scope: !103)
!196 = !DILocation(line: 35, column: 16, scope: !193)
!197 = !DILocation(line: 35, column: 13, scope: !193)
!198 = !DILocation(line: 36, column: 13, scope: !199)
!199 = distinct !DILexicalBlock(scope: !103, file: !2, line: 36, column: 13)
!200 = !DILocation(line: 36, column: 18, scope: !199)
!201 = !DILocation(line: 36, column: 21, scope: !199)
!202 = !DILocation(line: 36, column: 16, scope: !199)
!203 = !DILocation(line: 36, column: 13, scope: !103)
!204 = !DILocation(line: 37, column: 18, scope: !199)
!205 = !DILocation(line: 37, column: 21, scope: !199)
!206 = !DILocation(line: 37, column: 16, scope: !199)
!207 = !DILocation(line: 37, column: 13, scope: !199)
!208 = !DILocation(line: 38, column: 13, scope: !209)
!209 = distinct !DILexicalBlock(scope: !103, file: !2, line: 38, column: 13)
!210 = !DILocation(line: 38, column: 18, scope: !209)
!211 = !DILocation(line: 38, column: 21, scope: !209)
!212 = !DILocation(line: 38, column: 16, scope: !209)
!213 = !DILocation(line: 38, column: 13, scope: !103)
!214 = !DILocation(line: 39, column: 18, scope: !209)
!215 = !DILocation(line: 39, column: 21, scope: !209)
!216 = !DILocation(line: 39, column: 16, scope: !209)
!217 = !DILocation(line: 39, column: 13, scope: !209)
!218 = !DILocation(line: 40, column: 13, scope: !219)
!219 = distinct !DILexicalBlock(scope: !103, file: !2, line: 40, column: 13)
!220 = !DILocation(line: 40, column: 18, scope: !219)
!221 = !DILocation(line: 40, column: 21, scope: !219)
!222 = !DILocation(line: 40, column: 16, scope: !219)
!223 = !DILocation(line: 40, column: 13, scope: !103)
!224 = !DILocation(line: 41, column: 18, scope: !219)
!225 = !DILocation(line: 41, column: 21, scope: !219)
!226 = !DILocation(line: 41, column: 16, scope: !219)
!227 = !DILocation(line: 41, column: 13, scope: !219)
!228 = !DILocalVariable(name: "k", scope: !229, file: !2, line: 42, type: !46)
!229 = distinct !DILexicalBlock(scope: !103, file: !2, line: 42, column: 9)
!230 = !DILocation(line: 42, column: 18, scope: !229)
!231 = !DILocation(line: 42, column: 22, scope: !229)
!232 = !DILocation(line: 42, column: 14, scope: !229)
!233 = !DILocation(line: 42, column: 26, scope: !234)
!234 = distinct !DILexicalBlock(scope: !229, file: !2, line: 42, column: 9)
!235 = !DILocation(line: 42, column: 31, scope: !234)
!236 = !DILocation(line: 42, column: 28, scope: !234)
!237 = !DILocation(line: 42, column: 9, scope: !229)
!238 = !DILocalVariable(name: "dz", scope: !239, file: !2, line: 43, type: !65)
!239 = distinct !DILexicalBlock(scope: !234, file: !2, line: 42, column: 40)
!240 = !DILocation(line: 43, column: 20, scope: !239)
!241 = !DILocation(line: 43, column: 25, scope: !239)
!242 = !DILocation(line: 43, column: 29, scope: !239)
!243 = !DILocation(line: 43, column: 33, scope: !239)
!244 = !DILocation(line: 43, column: 31, scope: !239)
!245 = !DILocalVariable(name: "dz2", scope: !239, file: !2, line: 44, type: !65)
!246 = !DILocation(line: 44, column: 20, scope: !239)
!247 = !DILocation(line: 44, column: 26, scope: !239)
!248 = !DILocation(line: 44, column: 31, scope: !239)
!249 = !DILocation(line: 44, column: 29, scope: !239)
!250 = !DILocalVariable(name: "j", scope: !251, file: !2, line: 45, type: !46)
!251 = distinct !DILexicalBlock(scope: !239, file: !2, line: 45, column: 13)
!252 = !DILocation(line: 45, column: 22, scope: !251)
!253 = !DILocation(line: 45, column: 26, scope: !251)
!254 = !DILocation(line: 45, column: 18, scope: !251)
!255 = !DILocation(line: 45, column: 30, scope: !256)
!256 = distinct !DILexicalBlock(scope: !251, file: !2, line: 45, column: 13)
!257 = !DILocation(line: 45, column: 35, scope: !256)
!258 = !DILocation(line: 45, column: 32, scope: !256)
!259 = !DILocation(line: 45, column: 13, scope: !251)
!260 = !DILocalVariable(name: "dy", scope: !261, file: !2, line: 46, type: !65)
!261 = distinct !DILexicalBlock(scope: !256, file: !2, line: 45, column: 44)
!262 = !DILocation(line: 46, column: 24, scope: !261)
!263 = !DILocation(line: 46, column: 29, scope: !261)
!264 = !DILocation(line: 46, column: 33, scope: !261)
!265 = !DILocation(line: 46, column: 37, scope: !261)
!266 = !DILocation(line: 46, column: 35, scope: !261)
!267 = !DILocalVariable(name: "dyz2", scope: !261, file: !2, line: 47, type: !65)
!268 = !DILocation(line: 47, column: 24, scope: !261)
!269 = !DILocation(line: 47, column: 31, scope: !261)
!270 = !DILocation(line: 47, column: 36, scope: !261)
!271 = !DILocation(line: 47, column: 41, scope: !261)
!272 = !DILocation(line: 47, column: 39, scope: !261)
!273 = !DILocation(line: 48, column: 21, scope: !274)
!274 = distinct !DILexicalBlock(scope: !261, file: !2, line: 48, column: 21)
!275 = !DILocation(line: 48, column: 29, scope: !274)
!276 = !DILocation(line: 48, column: 26, scope: !274)
!277 = !DILocation(line: 48, column: 21, scope: !261)
!278 = !DILocation(line: 49, column: 21, scope: !274)
!279 = !DILocalVariable(name: "i", scope: !280, file: !2, line: 50, type: !46)
!280 = distinct !DILexicalBlock(scope: !261, file: !2, line: 50, column: 17)
!281 = !DILocation(line: 50, column: 26, scope: !280)
!282 = !DILocation(line: 50, column: 30, scope: !280)
!283 = !DILocation(line: 50, column: 22, scope: !280)
!284 = !DILocation(line: 50, column: 34, scope: !285)
!285 = distinct !DILexicalBlock(scope: !280, file: !2, line: 50, column: 17)
!286 = !DILocation(line: 50, column: 39, scope: !285)
!287 = !DILocation(line: 50, column: 36, scope: !285)
!288 = !DILocation(line: 50, column: 17, scope: !280)
!289 = !DILocalVariable(name: "dx", scope: !290, file: !2, line: 51, type: !65)
!290 = distinct !DILexicalBlock(scope: !285, file: !2, line: 50, column: 48)
!291 = !DILocation(line: 51, column: 28, scope: !290)
!292 = !DILocation(line: 51, column: 33, scope: !290)
!293 = !DILocation(line: 51, column: 37, scope: !290)
!294 = !DILocation(line: 51, column: 41, scope: !290)
!295 = !DILocation(line: 51, column: 39, scope: !290)
!296 = !DILocalVariable(name: "r2", scope: !290, file: !2, line: 52, type: !65)
!297 = !DILocation(line: 52, column: 28, scope: !290)
!298 = !DILocation(line: 52, column: 33, scope: !290)
!299 = !DILocation(line: 52, column: 38, scope: !290)
!300 = !DILocation(line: 52, column: 43, scope: !290)
!301 = !DILocation(line: 52, column: 41, scope: !290)
!302 = !DILocation(line: 53, column: 25, scope: !303)
!303 = distinct !DILexicalBlock(scope: !290, file: !2, line: 53, column: 25)
!304 = !DILocation(line: 53, column: 30, scope: !303)
!305 = !DILocation(line: 53, column: 28, scope: !303)
!306 = !DILocation(line: 53, column: 33, scope: !303)
!307 = !DILocation(line: 53, column: 36, scope: !303)
!308 = !DILocation(line: 53, column: 39, scope: !303)
!309 = !DILocation(line: 53, column: 25, scope: !290)
!310 = !DILocalVariable(name: "s", scope: !311, file: !2, line: 54, type: !65)
!311 = distinct !DILexicalBlock(scope: !303, file: !2, line: 53, column: 48)
!312 = !DILocation(line: 54, column: 32, scope: !311)
!313 = !DILocation(line: 54, column: 42, scope: !311)
!314 = !DILocation(line: 54, column: 47, scope: !311)
!315 = !DILocation(line: 54, column: 40, scope: !311)
!316 = !DILocation(line: 55, column: 56, scope: !311)
!317 = !DILocation(line: 55, column: 65, scope: !311)
!318 = !DILocation(line: 55, column: 60, scope: !311)
!319 = !DILocation(line: 55, column: 58, scope: !311)
!320 = !DILocation(line: 55, column: 71, scope: !311)
!321 = !DILocation(line: 55, column: 69, scope: !311)
!322 = !DILocation(line: 55, column: 75, scope: !311)
!323 = !DILocation(line: 55, column: 25, scope: !311)
!324 = !DILocation(line: 55, column: 31, scope: !311)
!325 = !DILocation(line: 55, column: 35, scope: !311)
!326 = !DILocation(line: 55, column: 33, scope: !311)
!327 = !DILocation(line: 55, column: 40, scope: !311)
!328 = !DILocation(line: 55, column: 38, scope: !311)
!329 = !DILocation(line: 55, column: 45, scope: !311)
!330 = !DILocation(line: 55, column: 43, scope: !311)
!331 = !DILocation(line: 55, column: 50, scope: !311)
!332 = !DILocation(line: 55, column: 48, scope: !311)
!333 = !DILocation(line: 55, column: 53, scope: !311)
!334 = !DILocation(line: 56, column: 21, scope: !311)
!335 = !DILocation(line: 57, column: 17, scope: !290)
!336 = !DILocation(line: 50, column: 44, scope: !285)
!337 = !DILocation(line: 50, column: 17, scope: !285)
!338 = distinct !{!338, !288, !339, !340}
!339 = !DILocation(line: 57, column: 17, scope: !280)
!340 = !{!"llvm.loop.mustprogress"}
!341 = !DILocation(line: 58, column: 13, scope: !261)
!342 = !DILocation(line: 45, column: 40, scope: !256)
!343 = !DILocation(line: 45, column: 13, scope: !256)
!344 = distinct !{!344, !259, !345, !340}
!345 = !DILocation(line: 58, column: 13, scope: !251)
!346 = !DILocation(line: 59, column: 9, scope: !239)
!347 = !DILocation(line: 42, column: 36, scope: !234)
!348 = !DILocation(line: 42, column: 9, scope: !234)
!349 = distinct !{!349, !237, !350, !340}
!350 = !DILocation(line: 59, column: 9, scope: !229)
!351 = !DILocation(line: 60, column: 5, scope: !103)
!352 = !DILocation(line: 24, column: 34, scope: !98)
!353 = !DILocation(line: 24, column: 5, scope: !98)
!354 = distinct !{!354, !101, !355, !340}
!355 = !DILocation(line: 60, column: 5, scope: !94)
!356 = !DILocation(line: 61, column: 1, scope: !60)
!357 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 76, type: !358, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !67)
!358 = !DISubroutineType(types: !359)
!359 = !{!46, !46, !360}
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !361, size: 64)
!361 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!362 = !DILocalVariable(name: "argc", arg: 1, scope: !357, file: !2, line: 76, type: !46)
!363 = !DILocation(line: 76, column: 14, scope: !357)
!364 = !DILocalVariable(name: "argv", arg: 2, scope: !357, file: !2, line: 76, type: !360)
!365 = !DILocation(line: 76, column: 27, scope: !357)
!366 = !DILocation(line: 78, column: 9, scope: !367)
!367 = distinct !DILexicalBlock(scope: !357, file: !2, line: 78, column: 9)
!368 = !DILocation(line: 78, column: 14, scope: !367)
!369 = !DILocation(line: 78, column: 9, scope: !357)
!370 = !DILocation(line: 79, column: 17, scope: !371)
!371 = distinct !DILexicalBlock(scope: !367, file: !2, line: 78, column: 19)
!372 = !DILocation(line: 79, column: 50, scope: !371)
!373 = !DILocation(line: 79, column: 9, scope: !371)
!374 = !DILocation(line: 80, column: 9, scope: !371)
!375 = !DILocalVariable(name: "f", scope: !357, file: !2, line: 82, type: !376)
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !377, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !378, line: 7, baseType: !379)
!378 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!379 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !380, line: 49, size: 1728, elements: !381)
!380 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!381 = !{!382, !383, !384, !385, !386, !387, !388, !389, !390, !391, !392, !393, !394, !397, !399, !400, !401, !405, !407, !409, !413, !416, !418, !421, !424, !425, !427, !428, !429}
!382 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !379, file: !380, line: 51, baseType: !46, size: 32)
!383 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !379, file: !380, line: 54, baseType: !361, size: 64, offset: 64)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !379, file: !380, line: 55, baseType: !361, size: 64, offset: 128)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !379, file: !380, line: 56, baseType: !361, size: 64, offset: 192)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !379, file: !380, line: 57, baseType: !361, size: 64, offset: 256)
!387 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !379, file: !380, line: 58, baseType: !361, size: 64, offset: 320)
!388 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !379, file: !380, line: 59, baseType: !361, size: 64, offset: 384)
!389 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !379, file: !380, line: 60, baseType: !361, size: 64, offset: 448)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !379, file: !380, line: 61, baseType: !361, size: 64, offset: 512)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !379, file: !380, line: 64, baseType: !361, size: 64, offset: 576)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !379, file: !380, line: 65, baseType: !361, size: 64, offset: 640)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !379, file: !380, line: 66, baseType: !361, size: 64, offset: 704)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !379, file: !380, line: 68, baseType: !395, size: 64, offset: 768)
!395 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !396, size: 64)
!396 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !380, line: 36, flags: DIFlagFwdDecl)
!397 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !379, file: !380, line: 70, baseType: !398, size: 64, offset: 832)
!398 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64)
!399 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !379, file: !380, line: 72, baseType: !46, size: 32, offset: 896)
!400 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !379, file: !380, line: 73, baseType: !46, size: 32, offset: 928)
!401 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !379, file: !380, line: 74, baseType: !402, size: 64, offset: 960)
!402 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !403, line: 152, baseType: !404)
!403 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!404 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !379, file: !380, line: 77, baseType: !406, size: 16, offset: 1024)
!406 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !379, file: !380, line: 78, baseType: !408, size: 8, offset: 1040)
!408 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !379, file: !380, line: 79, baseType: !410, size: 8, offset: 1048)
!410 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !411)
!411 = !{!412}
!412 = !DISubrange(count: 1)
!413 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !379, file: !380, line: 81, baseType: !414, size: 64, offset: 1088)
!414 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !415, size: 64)
!415 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !380, line: 43, baseType: null)
!416 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !379, file: !380, line: 89, baseType: !417, size: 64, offset: 1152)
!417 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !403, line: 153, baseType: !404)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !379, file: !380, line: 91, baseType: !419, size: 64, offset: 1216)
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !420, size: 64)
!420 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !380, line: 37, flags: DIFlagFwdDecl)
!421 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !379, file: !380, line: 92, baseType: !422, size: 64, offset: 1280)
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !423, size: 64)
!423 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !380, line: 38, flags: DIFlagFwdDecl)
!424 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !379, file: !380, line: 93, baseType: !398, size: 64, offset: 1344)
!425 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !379, file: !380, line: 94, baseType: !426, size: 64, offset: 1408)
!426 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !379, file: !380, line: 95, baseType: !48, size: 64, offset: 1472)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !379, file: !380, line: 96, baseType: !46, size: 32, offset: 1536)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !379, file: !380, line: 98, baseType: !19, size: 160, offset: 1568)
!430 = !DILocation(line: 82, column: 11, scope: !357)
!431 = !DILocation(line: 82, column: 21, scope: !357)
!432 = !DILocation(line: 82, column: 15, scope: !357)
!433 = !DILocation(line: 83, column: 10, scope: !434)
!434 = distinct !DILexicalBlock(scope: !357, file: !2, line: 83, column: 9)
!435 = !DILocation(line: 83, column: 9, scope: !357)
!436 = !DILocation(line: 84, column: 47, scope: !434)
!437 = !DILocation(line: 84, column: 16, scope: !434)
!438 = !DILocation(line: 84, column: 9, scope: !434)
!439 = !DILocalVariable(name: "hdr", scope: !357, file: !2, line: 85, type: !440)
!440 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 128, elements: !441)
!441 = !{!442}
!442 = !DISubrange(count: 4)
!443 = !DILocation(line: 85, column: 9, scope: !357)
!444 = !DILocalVariable(name: "par", scope: !357, file: !2, line: 86, type: !445)
!445 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 128, elements: !446)
!446 = !{!447}
!447 = !DISubrange(count: 2)
!448 = !DILocation(line: 86, column: 12, scope: !357)
!449 = !DILocation(line: 87, column: 21, scope: !450)
!450 = distinct !DILexicalBlock(scope: !357, file: !2, line: 87, column: 9)
!451 = !DILocation(line: 87, column: 24, scope: !450)
!452 = !DILocation(line: 87, column: 10, scope: !450)
!453 = !DILocation(line: 87, column: 45, scope: !450)
!454 = !DILocation(line: 87, column: 60, scope: !450)
!455 = !DILocation(line: 87, column: 63, scope: !450)
!456 = !DILocation(line: 87, column: 49, scope: !450)
!457 = !DILocation(line: 87, column: 9, scope: !357)
!458 = !DILocation(line: 88, column: 44, scope: !450)
!459 = !DILocation(line: 88, column: 53, scope: !450)
!460 = !DILocation(line: 88, column: 16, scope: !450)
!461 = !DILocation(line: 88, column: 9, scope: !450)
!462 = !DILocalVariable(name: "natoms", scope: !357, file: !2, line: 89, type: !46)
!463 = !DILocation(line: 89, column: 9, scope: !357)
!464 = !DILocation(line: 89, column: 18, scope: !357)
!465 = !DILocalVariable(name: "nx", scope: !357, file: !2, line: 89, type: !46)
!466 = !DILocation(line: 89, column: 26, scope: !357)
!467 = !DILocation(line: 89, column: 31, scope: !357)
!468 = !DILocalVariable(name: "ny", scope: !357, file: !2, line: 89, type: !46)
!469 = !DILocation(line: 89, column: 39, scope: !357)
!470 = !DILocation(line: 89, column: 44, scope: !357)
!471 = !DILocalVariable(name: "nz", scope: !357, file: !2, line: 89, type: !46)
!472 = !DILocation(line: 89, column: 52, scope: !357)
!473 = !DILocation(line: 89, column: 57, scope: !357)
!474 = !DILocalVariable(name: "h", scope: !357, file: !2, line: 90, type: !65)
!475 = !DILocation(line: 90, column: 12, scope: !357)
!476 = !DILocation(line: 90, column: 16, scope: !357)
!477 = !DILocalVariable(name: "cutoff", scope: !357, file: !2, line: 90, type: !65)
!478 = !DILocation(line: 90, column: 24, scope: !357)
!479 = !DILocation(line: 90, column: 33, scope: !357)
!480 = !DILocation(line: 91, column: 9, scope: !481)
!481 = distinct !DILexicalBlock(scope: !357, file: !2, line: 91, column: 9)
!482 = !DILocation(line: 91, column: 16, scope: !481)
!483 = !DILocation(line: 91, column: 20, scope: !481)
!484 = !DILocation(line: 91, column: 23, scope: !481)
!485 = !DILocation(line: 91, column: 30, scope: !481)
!486 = !DILocation(line: 91, column: 41, scope: !481)
!487 = !DILocation(line: 91, column: 44, scope: !481)
!488 = !DILocation(line: 91, column: 47, scope: !481)
!489 = !DILocation(line: 91, column: 51, scope: !481)
!490 = !DILocation(line: 91, column: 54, scope: !481)
!491 = !DILocation(line: 91, column: 57, scope: !481)
!492 = !DILocation(line: 91, column: 61, scope: !481)
!493 = !DILocation(line: 91, column: 64, scope: !481)
!494 = !DILocation(line: 91, column: 67, scope: !481)
!495 = !DILocation(line: 91, column: 71, scope: !481)
!496 = !DILocation(line: 91, column: 74, scope: !481)
!497 = !DILocation(line: 91, column: 77, scope: !481)
!498 = !DILocation(line: 91, column: 84, scope: !481)
!499 = !DILocation(line: 92, column: 9, scope: !481)
!500 = !DILocation(line: 92, column: 12, scope: !481)
!501 = !DILocation(line: 92, column: 19, scope: !481)
!502 = !DILocation(line: 92, column: 22, scope: !481)
!503 = !DILocation(line: 92, column: 25, scope: !481)
!504 = !DILocation(line: 92, column: 32, scope: !481)
!505 = !DILocation(line: 92, column: 46, scope: !481)
!506 = !DILocation(line: 92, column: 35, scope: !481)
!507 = !DILocation(line: 92, column: 51, scope: !481)
!508 = !DILocation(line: 92, column: 49, scope: !481)
!509 = !DILocation(line: 92, column: 56, scope: !481)
!510 = !DILocation(line: 92, column: 54, scope: !481)
!511 = !DILocation(line: 92, column: 59, scope: !481)
!512 = !DILocation(line: 92, column: 73, scope: !481)
!513 = !DILocation(line: 92, column: 78, scope: !481)
!514 = !DILocation(line: 92, column: 80, scope: !481)
!515 = !DILocation(line: 92, column: 87, scope: !481)
!516 = !DILocation(line: 93, column: 11, scope: !481)
!517 = !DILocation(line: 93, column: 18, scope: !481)
!518 = !DILocation(line: 91, column: 9, scope: !357)
!519 = !DILocation(line: 94, column: 38, scope: !481)
!520 = !DILocation(line: 94, column: 47, scope: !481)
!521 = !DILocation(line: 94, column: 16, scope: !481)
!522 = !DILocation(line: 94, column: 9, scope: !481)
!523 = !DILocalVariable(name: "atoms", scope: !357, file: !2, line: 95, type: !66)
!524 = !DILocation(line: 95, column: 13, scope: !357)
!525 = !DILocation(line: 95, column: 37, scope: !357)
!526 = !DILocation(line: 95, column: 29, scope: !357)
!527 = !DILocation(line: 95, column: 44, scope: !357)
!528 = !DILocation(line: 95, column: 48, scope: !357)
!529 = !DILocation(line: 95, column: 53, scope: !357)
!530 = !DILocation(line: 95, column: 21, scope: !357)
!531 = !DILocalVariable(name: "grid", scope: !357, file: !2, line: 96, type: !66)
!532 = !DILocation(line: 96, column: 13, scope: !357)
!533 = !DILocation(line: 96, column: 35, scope: !357)
!534 = !DILocation(line: 96, column: 27, scope: !357)
!535 = !DILocation(line: 96, column: 40, scope: !357)
!536 = !DILocation(line: 96, column: 38, scope: !357)
!537 = !DILocation(line: 96, column: 45, scope: !357)
!538 = !DILocation(line: 96, column: 43, scope: !357)
!539 = !DILocation(line: 96, column: 20, scope: !357)
!540 = !DILocation(line: 97, column: 10, scope: !541)
!541 = distinct !DILexicalBlock(scope: !357, file: !2, line: 97, column: 9)
!542 = !DILocation(line: 97, column: 16, scope: !541)
!543 = !DILocation(line: 97, column: 20, scope: !541)
!544 = !DILocation(line: 97, column: 9, scope: !357)
!545 = !DILocation(line: 98, column: 46, scope: !541)
!546 = !DILocation(line: 98, column: 55, scope: !541)
!547 = !DILocation(line: 98, column: 16, scope: !541)
!548 = !DILocation(line: 98, column: 9, scope: !541)
!549 = !DILocation(line: 99, column: 21, scope: !550)
!550 = distinct !DILexicalBlock(scope: !357, file: !2, line: 99, column: 9)
!551 = !DILocation(line: 99, column: 24, scope: !550)
!552 = !DILocation(line: 99, column: 55, scope: !550)
!553 = !DILocation(line: 99, column: 47, scope: !550)
!554 = !DILocation(line: 99, column: 62, scope: !550)
!555 = !DILocation(line: 99, column: 10, scope: !550)
!556 = !DILocation(line: 99, column: 67, scope: !550)
!557 = !DILocation(line: 99, column: 76, scope: !550)
!558 = !DILocation(line: 99, column: 70, scope: !550)
!559 = !DILocation(line: 99, column: 79, scope: !550)
!560 = !DILocation(line: 99, column: 9, scope: !357)
!561 = !DILocation(line: 100, column: 58, scope: !550)
!562 = !DILocation(line: 100, column: 67, scope: !550)
!563 = !DILocation(line: 100, column: 16, scope: !550)
!564 = !DILocation(line: 100, column: 9, scope: !550)
!565 = !DILocation(line: 101, column: 12, scope: !357)
!566 = !DILocation(line: 101, column: 5, scope: !357)
!567 = !DILocation(line: 103, column: 11, scope: !357)
!568 = !DILocation(line: 103, column: 19, scope: !357)
!569 = !DILocation(line: 103, column: 26, scope: !357)
!570 = !DILocation(line: 103, column: 30, scope: !357)
!571 = !DILocation(line: 103, column: 34, scope: !357)
!572 = !DILocation(line: 103, column: 38, scope: !357)
!573 = !DILocation(line: 103, column: 41, scope: !357)
!574 = !DILocation(line: 103, column: 49, scope: !357)
!575 = !DILocation(line: 103, column: 5, scope: !357)
!576 = !DILocalVariable(name: "sum", scope: !357, file: !2, line: 105, type: !65)
!577 = !DILocation(line: 105, column: 12, scope: !357)
!578 = !DILocalVariable(name: "i", scope: !579, file: !2, line: 106, type: !48)
!579 = distinct !DILexicalBlock(scope: !357, file: !2, line: 106, column: 5)
!580 = !DILocation(line: 106, column: 17, scope: !579)
!581 = !DILocation(line: 106, column: 10, scope: !579)
!582 = !DILocation(line: 106, column: 24, scope: !583)
!583 = distinct !DILexicalBlock(scope: !579, file: !2, line: 106, column: 5)
!584 = !DILocation(line: 106, column: 36, scope: !583)
!585 = !DILocation(line: 106, column: 28, scope: !583)
!586 = !DILocation(line: 106, column: 41, scope: !583)
!587 = !DILocation(line: 106, column: 39, scope: !583)
!588 = !DILocation(line: 106, column: 46, scope: !583)
!589 = !DILocation(line: 106, column: 44, scope: !583)
!590 = !DILocation(line: 106, column: 26, scope: !583)
!591 = !DILocation(line: 106, column: 5, scope: !579)
!592 = !DILocation(line: 107, column: 16, scope: !583)
!593 = !DILocation(line: 107, column: 21, scope: !583)
!594 = !DILocation(line: 107, column: 13, scope: !583)
!595 = !DILocation(line: 107, column: 9, scope: !583)
!596 = !DILocation(line: 106, column: 51, scope: !583)
!597 = !DILocation(line: 106, column: 5, scope: !583)
!598 = distinct !{!598, !591, !599, !340}
!599 = !DILocation(line: 107, column: 22, scope: !579)
!600 = !DILocation(line: 108, column: 32, scope: !357)
!601 = !DILocation(line: 108, column: 5, scope: !357)
!602 = !DILocation(line: 109, column: 10, scope: !357)
!603 = !DILocation(line: 109, column: 5, scope: !357)
!604 = !DILocation(line: 110, column: 10, scope: !357)
!605 = !DILocation(line: 110, column: 5, scope: !357)
!606 = !DILocation(line: 111, column: 5, scope: !357)
!607 = !DILocation(line: 112, column: 1, scope: !357)
!608 = distinct !DISubprogram(name: "fail", scope: !2, file: !2, line: 68, type: !609, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !44, retainedNodes: !67)
!609 = !DISubroutineType(types: !610)
!610 = !{!46, !611, !611, !376}
!611 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !612, size: 64)
!612 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!613 = !DILocalVariable(name: "msg", arg: 1, scope: !608, file: !2, line: 68, type: !611)
!614 = !DILocation(line: 68, column: 29, scope: !608)
!615 = !DILocalVariable(name: "path", arg: 2, scope: !608, file: !2, line: 68, type: !611)
!616 = !DILocation(line: 68, column: 46, scope: !608)
!617 = !DILocalVariable(name: "f", arg: 3, scope: !608, file: !2, line: 68, type: !376)
!618 = !DILocation(line: 68, column: 58, scope: !608)
!619 = !DILocation(line: 70, column: 13, scope: !608)
!620 = !DILocation(line: 70, column: 41, scope: !608)
!621 = !DILocation(line: 70, column: 46, scope: !608)
!622 = !DILocation(line: 70, column: 5, scope: !608)
!623 = !DILocation(line: 71, column: 9, scope: !624)
!624 = distinct !DILexicalBlock(scope: !608, file: !2, line: 71, column: 9)
!625 = !DILocation(line: 71, column: 9, scope: !608)
!626 = !DILocation(line: 72, column: 16, scope: !624)
!627 = !DILocation(line: 72, column: 9, scope: !624)
!628 = !DILocation(line: 73, column: 5, scope: !608)
!629 = distinct !DISubprogram(name: "read_exact", scope: !2, file: !2, line: 63, type: !630, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !44, retainedNodes: !67)
!630 = !DISubroutineType(types: !631)
!631 = !{!46, !376, !426, !48, !48}
!632 = !DILocalVariable(name: "f", arg: 1, scope: !629, file: !2, line: 63, type: !376)
!633 = !DILocation(line: 63, column: 29, scope: !629)
!634 = !DILocalVariable(name: "buf", arg: 2, scope: !629, file: !2, line: 63, type: !426)
!635 = !DILocation(line: 63, column: 38, scope: !629)
!636 = !DILocalVariable(name: "size", arg: 3, scope: !629, file: !2, line: 63, type: !48)
!637 = !DILocation(line: 63, column: 50, scope: !629)
!638 = !DILocalVariable(name: "count", arg: 4, scope: !629, file: !2, line: 63, type: !48)
!639 = !DILocation(line: 63, column: 63, scope: !629)
!640 = !DILocation(line: 65, column: 18, scope: !629)
!641 = !DILocation(line: 65, column: 23, scope: !629)
!642 = !DILocation(line: 65, column: 29, scope: !629)
!643 = !DILocation(line: 65, column: 36, scope: !629)
!644 = !DILocation(line: 65, column: 12, scope: !629)
!645 = !DILocation(line: 65, column: 42, scope: !629)
!646 = !DILocation(line: 65, column: 39, scope: !629)
!647 = !DILocation(line: 65, column: 5, scope: !629)
