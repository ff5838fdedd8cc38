; ModuleID = 'stencil.c'
source_filename = "stencil.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@stderr = external global ptr, align 8
@.str = private unnamed_addr constant [21 x i8] c"usage: %s INPUT.bin\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"rb\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [38 x i8] c"stencil: cannot open input file '%s'\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [43 x i8] c"stencil: '%s' is too short for the header\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [29 x i8] c"stencil: bad header in '%s'\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [24 x i8] c"stencil: out of memory\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [54 x i8] c"stencil: '%s' has the wrong size for a %dx%dx%d grid\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [16 x i8] c"checksum %.15e\0A\00", align 1, !dbg !37

; Function Attrs: noinline nounwind uwtable
define dso_local void @stencil(double noundef %0, double noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #0 !dbg !57 {
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  store double %0, ptr %9, align 8
    #dbg_declare(ptr %9, !64, !DIExpression(), !65)
  store double %1, ptr %10, align 8
    #dbg_declare(ptr %10, !66, !DIExpression(), !67)
  store ptr %2, ptr %11, align 8
    #dbg_declare(ptr %11, !68, !DIExpression(), !69)
  store ptr %3, ptr %12, align 8
    #dbg_declare(ptr %12, !70, !DIExpression(), !71)
  store i32 %4, ptr %13, align 4
    #dbg_declare(ptr %13, !72, !DIExpression(), !73)
  store i32 %5, ptr %14, align 4
    #dbg_declare(ptr %14, !74, !DIExpression(), !75)
  store i32 %6, ptr %15, align 4
    #dbg_declare(ptr %15, !76, !DIExpression(), !77)
  store i32 %7, ptr %16, align 4
    #dbg_declare(ptr %16, !78, !DIExpression(), !79)
    #dbg_declare(ptr %17, !80, !DIExpression(), !81)
  %26 = load ptr, ptr %11, align 8, !dbg !82
  store ptr %26, ptr %17, align 8, !dbg !81
    #dbg_declare(ptr %18, !83, !DIExpression(), !84)
  %27 = load ptr, ptr %12, align 8, !dbg !85
  store ptr %27, ptr %18, align 8, !dbg !84
    #dbg_declare(ptr %19, !86, !DIExpression(), !87)
  %28 = load i32, ptr %13, align 4, !dbg !88
  %29 = load i32, ptr %14, align 4, !dbg !89
  %30 = mul nsw i32 %28, %29, !dbg !90
  store i32 %30, ptr %19, align 4, !dbg !87
    #dbg_declare(ptr %20, !91, !DIExpression(), !93)
  store i32 0, ptr %20, align 4, !dbg !93
  br label %31, !dbg !94

31:                                               ; preds = %136, %8
  %32 = load i32, ptr %20, align 4, !dbg !95
  %33 = load i32, ptr %16, align 4, !dbg !97
  %34 = icmp slt i32 %32, %33, !dbg !98
  br i1 %34, label %35, label %139, !dbg !99

35:                                               ; preds = %31
    #dbg_declare(ptr %21, !100, !DIExpression(), !103)
  store i32 1, ptr %21, align 4, !dbg !103
  br label %36, !dbg !104

36:                                               ; preds = %129, %35
  %37 = load i32, ptr %21, align 4, !dbg !105
  %38 = load i32, ptr %15, align 4, !dbg !107
  %39 = sub nsw i32 %38, 1, !dbg !108
  %40 = icmp slt i32 %37, %39, !dbg !109
  br i1 %40, label %41, label %132, !dbg !110

41:                                               ; preds = %36
    #dbg_declare(ptr %22, !111, !DIExpression(), !114)
  store i32 1, ptr %22, align 4, !dbg !114
  br label %42, !dbg !115

42:                                               ; preds = %125, %41
  %43 = load i32, ptr %22, align 4, !dbg !116
  %44 = load i32, ptr %14, align 4, !dbg !118
  %45 = sub nsw i32 %44, 1, !dbg !119
  %46 = icmp slt i32 %43, %45, !dbg !120
  br i1 %46, label %47, label %128, !dbg !121

47:                                               ; preds = %42
    #dbg_declare(ptr %23, !122, !DIExpression(), !125)
  store i32 1, ptr %23, align 4, !dbg !125
  br label %48, !dbg !126

48:                                               ; preds = %121, %47
  %49 = load i32, ptr %23, align 4, !dbg !127
  %50 = load i32, ptr %13, align 4, !dbg !129
  %51 = sub nsw i32 %50, 1, !dbg !130
  %52 = icmp slt i32 %49, %51, !dbg !131
  br i1 %52, label %53, label %124, !dbg !132

53:                                               ; preds = %48
    #dbg_declare(ptr %24, !133, !DIExpression(), !135)
  %54 = load i32, ptr %21, align 4, !dbg !136
  %55 = load i32, ptr %19, align 4, !dbg !137
  %56 = mul nsw i32 %54, %55, !dbg !138
  %57 = load i32, ptr %22, align 4, !dbg !139
  %58 = load i32, ptr %13, align 4, !dbg !140
  %59 = mul nsw i32 %57, %58, !dbg !141
  %60 = add nsw i32 %56, %59, !dbg !142
  %61 = load i32, ptr %23, align 4, !dbg !143
  %62 = add nsw i32 %60, %61, !dbg !144
  store i32 %62, ptr %24, align 4, !dbg !135
  %63 = load double, ptr %10, align 8, !dbg !145
  %64 = load ptr, ptr %17, align 8, !dbg !146
  %65 = load i32, ptr %24, align 4, !dbg !147
  %66 = load i32, ptr %19, align 4, !dbg !148
  %67 = sub nsw i32 %65, %66, !dbg !149
  %68 = sext i32 %67 to i64, !dbg !146
  %69 = getelementptr inbounds double, ptr %64, i64 %68, !dbg !146
  %70 = load double, ptr %69, align 8, !dbg !146
  %71 = load ptr, ptr %17, align 8, !dbg !150
  %72 = load i32, ptr %24, align 4, !dbg !151
  %73 = load i32, ptr %19, align 4, !dbg !152
  %74 = add nsw i32 %72, %73, !dbg !153
  %75 = sext i32 %74 to i64, !dbg !150
  %76 = getelementptr inbounds double, ptr %71, i64 %75, !dbg !150
  %77 = load double, ptr %76, align 8, !dbg !150
  %78 = fadd double %70, %77, !dbg !154
  %79 = load ptr, ptr %17, align 8, !dbg !155
  %80 = load i32, ptr %24, align 4, !dbg !156
  %81 = load i32, ptr %13, align 4, !dbg !157
  %82 = sub nsw i32 %80, %81, !dbg !158
  %83 = sext i32 %82 to i64, !dbg !155
  %84 = getelementptr inbounds double, ptr %79, i64 %83, !dbg !155
  %85 = load double, ptr %84, align 8, !dbg !155
  %86 = fadd double %78, %85, !dbg !159
  %87 = load ptr, ptr %17, align 8, !dbg !160
  %88 = load i32, ptr %24, align 4, !dbg !161
  %89 = load i32, ptr %13, align 4, !dbg !162
  %90 = add nsw i32 %88, %89, !dbg !163
  %91 = sext i32 %90 to i64, !dbg !160
  %92 = getelementptr inbounds double, ptr %87, i64 %91, !dbg !160
  %93 = load double, ptr %92, align 8, !dbg !160
  %94 = fadd double %86, %93, !dbg !164
  %95 = load ptr, ptr %17, align 8, !dbg !165
  %96 = load i32, ptr %24, align 4, !dbg !166
  %97 = sub nsw i32 %96, 1, !dbg !167
  %98 = sext i32 %97 to i64, !dbg !165
  %99 = getelementptr inbounds double, ptr %95, i64 %98, !dbg !165
  %100 = load double, ptr %99, align 8, !dbg !165
  %101 = fadd double %94, %100, !dbg !168
  %102 = load ptr, ptr %17, align 8, !dbg !169
  %103 = load i32, ptr %24, align 4, !dbg !170
  %104 = add nsw i32 %103, 1, !dbg !171
  %105 = sext i32 %104 to i64, !dbg !169
  %106 = getelementptr inbounds double, ptr %102, i64 %105, !dbg !169
  %107 = load double, ptr %106, align 8, !dbg !169
  %108 = fadd double %101, %107, !dbg !172
  %109 = load double, ptr %9, align 8, !dbg !173
  %110 = load ptr, ptr %17, align 8, !dbg !174
  %111 = load i32, ptr %24, align 4, !dbg !175
  %112 = sext i32 %111 to i64, !dbg !174
  %113 = getelementptr inbounds double, ptr %110, i64 %112, !dbg !174
  %114 = load double, ptr %113, align 8, !dbg !174
  %115 = fmul double %109, %114, !dbg !176
  %116 = call double @llvm.fmuladd.f64(double %63, double %108, double %115), !dbg !177
  %117 = load ptr, ptr %18, align 8, !dbg !178
  %118 = load i32, ptr %24, align 4, !dbg !179
  %119 = sext i32 %118 to i64, !dbg !178
  %120 = getelementptr inbounds double, ptr %117, i64 %119, !dbg !178
  store double %116, ptr %120, align 8, !dbg !180
  br label %121, !dbg !181

121:                                              ; preds = %53
  %122 = load i32, ptr %23, align 4, !dbg !182
  %123 = add nsw i32 %122, 1, !dbg !182
  store i32 %123, ptr %23, align 4, !dbg !182
  br label %48, !dbg !183, !llvm.loop !184

124:                                              ; preds = %48
  br label %125, !dbg !187

125:                                              ; preds = %124
  %126 = load i32, ptr %22, align 4, !dbg !188
  %127 = add nsw i32 %126, 1, !dbg !188
  store i32 %127, ptr %22, align 4, !dbg !188
  br label %42, !dbg !189, !llvm.loop !190

128:                                              ; preds = %42
  br label %129, !dbg !192

129:                                              ; preds = %128
  %130 = load i32, ptr %21, align 4, !dbg !193
  %131 = add nsw i32 %130, 1, !dbg !193
  store i32 %131, ptr %21, align 4, !dbg !193
  br label %36, !dbg !194, !llvm.loop !195

132:                                              ; preds = %36
    #dbg_declare(ptr %25, !197, !DIExpression(), !198)
  %133 = load ptr, ptr %17, align 8, !dbg !199
  store ptr %133, ptr %25, align 8, !dbg !198
  %134 = load ptr, ptr %18, align 8, !dbg !200
  store ptr %134, ptr %17, align 8, !dbg !201
  %135 = load ptr, ptr %25, align 8, !dbg !202
  store ptr %135, ptr %18, align 8, !dbg !203
  br label %136, !dbg !204

136:                                              ; preds = %132
  %137 = load i32, ptr %20, align 4, !dbg !205
  %138 = add nsw i32 %137, 1, !dbg !205
  store i32 %138, ptr %20, align 4, !dbg !205
  br label %31, !dbg !206, !llvm.loop !207

139:                                              ; preds = %31
  ret void, !dbg !209
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !210 {
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
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca double, align 8
  %18 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !215, !DIExpression(), !216)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !217, !DIExpression(), !218)
  %19 = load i32, ptr %4, align 4, !dbg !219
  %20 = icmp slt i32 %19, 2, !dbg !221
  br i1 %20, label %21, label %27, !dbg !222

21:                                               ; preds = %2
  %22 = load ptr, ptr @stderr, align 8, !dbg !223
  %23 = load ptr, ptr %5, align 8, !dbg !225
  %24 = getelementptr inbounds ptr, ptr %23, i64 0, !dbg !225
  %25 = load ptr, ptr %24, align 8, !dbg !225
  %26 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %22, ptr noundef @.str, ptr noundef %25) #6, !dbg !226
  store i32 1, ptr %3, align 4, !dbg !227
  br label %198, !dbg !227

27:                                               ; preds = %2
    #dbg_declare(ptr %6, !228, !DIExpression(), !286)
  %28 = load ptr, ptr %5, align 8, !dbg !287
  %29 = getelementptr inbounds ptr, ptr %28, i64 1, !dbg !287
  %30 = load ptr, ptr %29, align 8, !dbg !287
  %31 = call noalias ptr @fopen(ptr noundef %30, ptr noundef @.str.1), !dbg !288
  store ptr %31, ptr %6, align 8, !dbg !286
  %32 = load ptr, ptr %6, align 8, !dbg !289
  %33 = icmp ne ptr %32, null, !dbg !289
  br i1 %33, label %40, label %34, !dbg !291

34:                                               ; preds = %27
  %35 = load ptr, ptr @stderr, align 8, !dbg !292
  %36 = load ptr, ptr %5, align 8, !dbg !294
  %37 = getelementptr inbounds ptr, ptr %36, i64 1, !dbg !294
  %38 = load ptr, ptr %37, align 8, !dbg !294
  %39 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %35, ptr noundef @.str.2, ptr noundef %38) #6, !dbg !295
  store i32 1, ptr %3, align 4, !dbg !296
  br label %198, !dbg !296

40:                                               ; preds = %27
    #dbg_declare(ptr %7, !297, !DIExpression(), !301)
    #dbg_declare(ptr %8, !302, !DIExpression(), !306)
  %41 = load ptr, ptr %6, align 8, !dbg !307
  %42 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0, !dbg !309
  %43 = call i32 @read_exact(ptr noundef %41, ptr noundef %42, i64 noundef 4, i64 noundef 4), !dbg !310
  %44 = icmp ne i32 %43, 0, !dbg !310
  br i1 %44, label %45, label %50, !dbg !311

45:                                               ; preds = %40
  %46 = load ptr, ptr %6, align 8, !dbg !312
  %47 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0, !dbg !313
  %48 = call i32 @read_exact(ptr noundef %46, ptr noundef %47, i64 noundef 8, i64 noundef 2), !dbg !314
  %49 = icmp ne i32 %48, 0, !dbg !314
  br i1 %49, label %58, label %50, !dbg !315

50:                                               ; preds = %45, %40
  %51 = load ptr, ptr @stderr, align 8, !dbg !316
  %52 = load ptr, ptr %5, align 8, !dbg !318
  %53 = getelementptr inbounds ptr, ptr %52, i64 1, !dbg !318
  %54 = load ptr, ptr %53, align 8, !dbg !318
  %55 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %51, ptr noundef @.str.3, ptr noundef %54) #6, !dbg !319
  %56 = load ptr, ptr %6, align 8, !dbg !320
  %57 = call i32 @fclose(ptr noundef %56), !dbg !321
  store i32 1, ptr %3, align 4, !dbg !322
  br label %198, !dbg !322

58:                                               ; preds = %45
    #dbg_declare(ptr %9, !323, !DIExpression(), !324)
  %59 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 0, !dbg !325
  %60 = load i32, ptr %59, align 16, !dbg !325
  store i32 %60, ptr %9, align 4, !dbg !324
    #dbg_declare(ptr %10, !326, !DIExpression(), !327)
  %61 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 1, !dbg !328
  %62 = load i32, ptr %61, align 4, !dbg !328
  store i32 %62, ptr %10, align 4, !dbg !327
    #dbg_declare(ptr %11, !329, !DIExpression(), !330)
  %63 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 2, !dbg !331
  %64 = load i32, ptr %63, align 8, !dbg !331
  store i32 %64, ptr %11, align 4, !dbg !330
    #dbg_declare(ptr %12, !332, !DIExpression(), !333)
  %65 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 3, !dbg !334
  %66 = load i32, ptr %65, align 4, !dbg !334
  store i32 %66, ptr %12, align 4, !dbg !333
  %67 = load i32, ptr %9, align 4, !dbg !335
  %68 = icmp slt i32 %67, 3, !dbg !337
  br i1 %68, label %97, label %69, !dbg !338

69:                                               ; preds = %58
  %70 = load i32, ptr %10, align 4, !dbg !339
  %71 = icmp slt i32 %70, 3, !dbg !340
  br i1 %71, label %97, label %72, !dbg !341

72:                                               ; preds = %69
  %73 = load i32, ptr %11, align 4, !dbg !342
  %74 = icmp slt i32 %73, 3, !dbg !343
  br i1 %74, label %97, label %75, !dbg !344

75:                                               ; preds = %72
  %76 = load i32, ptr %12, align 4, !dbg !345
  %77 = icmp slt i32 %76, 0, !dbg !346
  br i1 %77, label %97, label %78, !dbg !347

78:                                               ; preds = %75
  %79 = load i32, ptr %9, align 4, !dbg !348
  %80 = icmp sgt i32 %79, 4096, !dbg !349
  br i1 %80, label %97, label %81, !dbg !350

81:                                               ; preds = %78
  %82 = load i32, ptr %10, align 4, !dbg !351
  %83 = icmp sgt i32 %82, 4096, !dbg !352
  br i1 %83, label %97, label %84, !dbg !353

84:                                               ; preds = %81
  %85 = load i32, ptr %11, align 4, !dbg !354
  %86 = icmp sgt i32 %85, 4096, !dbg !355
  br i1 %86, label %97, label %87, !dbg !356

87:                                               ; preds = %84
  %88 = load i32, ptr %9, align 4, !dbg !357
  %89 = sext i32 %88 to i64, !dbg !358
  %90 = load i32, ptr %10, align 4, !dbg !359
  %91 = sext i32 %90 to i64, !dbg !359
  %92 = mul nsw i64 %89, %91, !dbg !360
  %93 = load i32, ptr %11, align 4, !dbg !361
  %94 = sext i32 %93 to i64, !dbg !361
  %95 = mul nsw i64 %92, %94, !dbg !362
  %96 = icmp sgt i64 %95, 200000000, !dbg !363
  br i1 %96, label %97, label %105, !dbg !364

97:                                               ; preds = %87, %84, %81, %78, %75, %72, %69, %58
  %98 = load ptr, ptr @stderr, align 8, !dbg !365
  %99 = load ptr, ptr %5, align 8, !dbg !367
  %100 = getelementptr inbounds ptr, ptr %99, i64 1, !dbg !367
  %101 = load ptr, ptr %100, align 8, !dbg !367
  %102 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %98, ptr noundef @.str.4, ptr noundef %101) #6, !dbg !368
  %103 = load ptr, ptr %6, align 8, !dbg !369
  %104 = call i32 @fclose(ptr noundef %103), !dbg !370
  store i32 1, ptr %3, align 4, !dbg !371
  br label %198, !dbg !371

105:                                              ; preds = %87
    #dbg_declare(ptr %13, !372, !DIExpression(), !373)
  %106 = load i32, ptr %9, align 4, !dbg !374
  %107 = sext i32 %106 to i64, !dbg !375
  %108 = load i32, ptr %10, align 4, !dbg !376
  %109 = sext i32 %108 to i64, !dbg !376
  %110 = mul i64 %107, %109, !dbg !377
  %111 = load i32, ptr %11, align 4, !dbg !378
  %112 = sext i32 %111 to i64, !dbg !378
  %113 = mul i64 %110, %112, !dbg !379
  store i64 %113, ptr %13, align 8, !dbg !373
    #dbg_declare(ptr %14, !380, !DIExpression(), !381)
  %114 = load i64, ptr %13, align 8, !dbg !382
  %115 = mul i64 %114, 8, !dbg !383
  %116 = call noalias ptr @malloc(i64 noundef %115) #7, !dbg !384
  store ptr %116, ptr %14, align 8, !dbg !381
    #dbg_declare(ptr %15, !385, !DIExpression(), !386)
  %117 = load i64, ptr %13, align 8, !dbg !387
  %118 = mul i64 %117, 8, !dbg !388
  %119 = call noalias ptr @malloc(i64 noundef %118) #7, !dbg !389
  store ptr %119, ptr %15, align 8, !dbg !386
  %120 = load ptr, ptr %14, align 8, !dbg !390
  %121 = icmp ne ptr %120, null, !dbg !390
  br i1 %121, label %122, label %125, !dbg !392

122:                                              ; preds = %105
  %123 = load ptr, ptr %15, align 8, !dbg !393
  %124 = icmp ne ptr %123, null, !dbg !393
  br i1 %124, label %130, label %125, !dbg !394

125:                                              ; preds = %122, %105
  %126 = load ptr, ptr @stderr, align 8, !dbg !395
  %127 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %126, ptr noundef @.str.5) #6, !dbg !397
  %128 = load ptr, ptr %6, align 8, !dbg !398
  %129 = call i32 @fclose(ptr noundef %128), !dbg !399
  store i32 1, ptr %3, align 4, !dbg !400
  br label %198, !dbg !400

130:                                              ; preds = %122
  %131 = load ptr, ptr %6, align 8, !dbg !401
  %132 = load ptr, ptr %14, align 8, !dbg !403
  %133 = load i64, ptr %13, align 8, !dbg !404
  %134 = call i32 @read_exact(ptr noundef %131, ptr noundef %132, i64 noundef 8, i64 noundef %133), !dbg !405
  %135 = icmp ne i32 %134, 0, !dbg !405
  br i1 %135, label %136, label %140, !dbg !406

136:                                              ; preds = %130
  %137 = load ptr, ptr %6, align 8, !dbg !407
  %138 = call i32 @fgetc(ptr noundef %137), !dbg !408
  %139 = icmp ne i32 %138, -1, !dbg !409
  br i1 %139, label %140, label %153, !dbg !410

140:                                              ; preds = %136, %130
  %141 = load ptr, ptr @stderr, align 8, !dbg !411
  %142 = load ptr, ptr %5, align 8, !dbg !413
  %143 = getelementptr inbounds ptr, ptr %142, i64 1, !dbg !413
  %144 = load ptr, ptr %143, align 8, !dbg !413
  %145 = load i32, ptr %9, align 4, !dbg !414
  %146 = load i32, ptr %10, align 4, !dbg !415
  %147 = load i32, ptr %11, align 4, !dbg !416
  %148 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %141, ptr noundef @.str.6, ptr noundef %144, i32 noundef %145, i32 noundef %146, i32 noundef %147) #6, !dbg !417
  %149 = load ptr, ptr %6, align 8, !dbg !418
  %150 = call i32 @fclose(ptr noundef %149), !dbg !419
  %151 = load ptr, ptr %14, align 8, !dbg !420
  call void @free(ptr noundef %151) #6, !dbg !421
  %152 = load ptr, ptr %15, align 8, !dbg !422
  call void @free(ptr noundef %152) #6, !dbg !423
  store i32 1, ptr %3, align 4, !dbg !424
  br label %198, !dbg !424

153:                                              ; preds = %136
  %154 = load ptr, ptr %6, align 8, !dbg !425
  %155 = call i32 @fclose(ptr noundef %154), !dbg !426
  %156 = load ptr, ptr %15, align 8, !dbg !427
  %157 = load ptr, ptr %14, align 8, !dbg !428
  %158 = load i64, ptr %13, align 8, !dbg !429
  %159 = mul i64 %158, 8, !dbg !430
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %156, ptr align 8 %157, i64 %159, i1 false), !dbg !431
  %160 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0, !dbg !432
  %161 = load double, ptr %160, align 16, !dbg !432
  %162 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 1, !dbg !433
  %163 = load double, ptr %162, align 8, !dbg !433
  %164 = load ptr, ptr %14, align 8, !dbg !434
  %165 = load ptr, ptr %15, align 8, !dbg !435
  %166 = load i32, ptr %9, align 4, !dbg !436
  %167 = load i32, ptr %10, align 4, !dbg !437
  %168 = load i32, ptr %11, align 4, !dbg !438
  %169 = load i32, ptr %12, align 4, !dbg !439
  call void @stencil(double noundef %161, double noundef %163, ptr noundef %164, ptr noundef %165, i32 noundef %166, i32 noundef %167, i32 noundef %168, i32 noundef %169), !dbg !440
    #dbg_declare(ptr %16, !441, !DIExpression(), !444)
  %170 = load i32, ptr %12, align 4, !dbg !445
  %171 = srem i32 %170, 2, !dbg !446
  %172 = icmp eq i32 %171, 0, !dbg !447
  br i1 %172, label %173, label %175, !dbg !448

173:                                              ; preds = %153
  %174 = load ptr, ptr %14, align 8, !dbg !449
  br label %177, !dbg !448

175:                                              ; preds = %153
  %176 = load ptr, ptr %15, align 8, !dbg !450
  br label %177, !dbg !448

177:                                              ; preds = %175, %173
  %178 = phi ptr [ %174, %173 ], [ %176, %175 ], !dbg !448
  store ptr %178, ptr %16, align 8, !dbg !444
    #dbg_declare(ptr %17, !451, !DIExpression(), !452)
  store double 0.000000e+00, ptr %17, align 8, !dbg !452
    #dbg_declare(ptr %18, !453, !DIExpression(), !455)
  store i64 0, ptr %18, align 8, !dbg !455
  br label %179, !dbg !456

179:                                              ; preds = %190, %177
  %180 = load i64, ptr %18, align 8, !dbg !457
  %181 = load i64, ptr %13, align 8, !dbg !459
  %182 = icmp ult i64 %180, %181, !dbg !460
  br i1 %182, label %183, label %193, !dbg !461

183:                                              ; preds = %179
  %184 = load ptr, ptr %16, align 8, !dbg !462
  %185 = load i64, ptr %18, align 8, !dbg !463
  %186 = getelementptr inbounds double, ptr %184, i64 %185, !dbg !462
  %187 = load double, ptr %186, align 8, !dbg !462
  %188 = load double, ptr %17, align 8, !dbg !464
  %189 = fadd double %188, %187, !dbg !464
  store double %189, ptr %17, align 8, !dbg !464
  br label %190, !dbg !465

190:                                              ; preds = %183
  %191 = load i64, ptr %18, align 8, !dbg !466
  %192 = add i64 %191, 1, !dbg !466
  store i64 %192, ptr %18, align 8, !dbg !466
  br label %179, !dbg !467, !llvm.loop !468

193:                                              ; preds = %179
  %194 = load double, ptr %17, align 8, !dbg !470
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %194), !dbg !471
  %196 = load ptr, ptr %14, align 8, !dbg !472
  call void @free(ptr noundef %196) #6, !dbg !473
  %197 = load ptr, ptr %15, align 8, !dbg !474
  call void @free(ptr noundef %197) #6, !dbg !475
  store i32 0, ptr %3, align 4, !dbg !476
  br label %198, !dbg !476

198:                                              ; preds = %193, %140, %125, %97, %50, %34, %21
  %199 = load i32, ptr %3, align 4, !dbg !477
  ret i32 %199, !dbg !477
}

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #2

declare noalias ptr @fopen(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind uwtable
define internal i32 @read_exact(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) #0 !dbg !478 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !481, !DIExpression(), !482)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !483, !DIExpression(), !484)
  store i64 %2, ptr %7, align 8
    #dbg_declare(ptr %7, !485, !DIExpression(), !486)
  store i64 %3, ptr %8, align 8
    #dbg_declare(ptr %8, !487, !DIExpression(), !488)
  %9 = load ptr, ptr %6, align 8, !dbg !489
  %10 = load i64, ptr %7, align 8, !dbg !490
  %11 = load i64, ptr %8, align 8, !dbg !491
  %12 = load ptr, ptr %5, align 8, !dbg !492
  %13 = call i64 @fread(ptr noundef %9, i64 noundef %10, i64 noundef %11, ptr noundef %12), !dbg !493
  %14 = load i64, ptr %8, align 8, !dbg !494
  %15 = icmp eq i64 %13, %14, !dbg !495
  %16 = zext i1 %15 to i32, !dbg !495
  ret i32 %16, !dbg !496
}

declare i32 @fclose(ptr noundef) #3

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

declare i32 @fgetc(ptr noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare i32 @printf(ptr noundef, ...) #3

declare i64 @fread(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!42}
!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stencil.c", directory: "/work/main/workloads/stencil", checksumkind: CSK_MD5, checksum: "99e3719ea1ccf9842bfb004267ecdb8d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 38)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 43)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 29)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 24)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 54)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 16)
!42 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !43, globals: !48, splitDebugInlining: false, nameTableKind: None)
!43 = !{!44, !45}
!44 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !46, line: 18, baseType: !47)
!46 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!47 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!48 = !{!0, !7, !12, !17, !22, !27, !32, !37}
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"frame-pointer", i32 2}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "stencil", scope: !2, file: !2, line: 15, type: !58, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !42, retainedNodes: !63)
!58 = !DISubroutineType(types: !59)
!59 = !{null, !60, !60, !61, !61, !62, !62, !62, !62}
!60 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !{}
!64 = !DILocalVariable(name: "c0", arg: 1, scope: !57, file: !2, line: 15, type: !60)
!65 = !DILocation(line: 15, column: 21, scope: !57)
!66 = !DILocalVariable(name: "c1", arg: 2, scope: !57, file: !2, line: 15, type: !60)
!67 = !DILocation(line: 15, column: 32, scope: !57)
!68 = !DILocalVariable(name: "a0", arg: 3, scope: !57, file: !2, line: 15, type: !61)
!69 = !DILocation(line: 15, column: 44, scope: !57)
!70 = !DILocalVariable(name: "anext", arg: 4, scope: !57, file: !2, line: 15, type: !61)
!71 = !DILocation(line: 15, column: 56, scope: !57)
!72 = !DILocalVariable(name: "nx", arg: 5, scope: !57, file: !2, line: 15, type: !62)
!73 = !DILocation(line: 15, column: 67, scope: !57)
!74 = !DILocalVariable(name: "ny", arg: 6, scope: !57, file: !2, line: 15, type: !62)
!75 = !DILocation(line: 15, column: 75, scope: !57)
!76 = !DILocalVariable(name: "nz", arg: 7, scope: !57, file: !2, line: 15, type: !62)
!77 = !DILocation(line: 15, column: 83, scope: !57)
!78 = !DILocalVariable(name: "iters", arg: 8, scope: !57, file: !2, line: 16, type: !62)
!79 = !DILocation(line: 16, column: 18, scope: !57)
!80 = !DILocalVariable(name: "src", scope: !57, file: !2, line: 18, type: !61)
!81 = !DILocation(line: 18, column: 13, scope: !57)
!82 = !DILocation(line: 18, column: 19, scope: !57)
!83 = !DILocalVariable(name: "dst", scope: !57, file: !2, line: 19, type: !61)
!84 = !DILocation(line: 19, column: 13, scope: !57)
!85 = !DILocation(line: 19, column: 19, scope: !57)
!86 = !DILocalVariable(name: "plane", scope: !57, file: !2, line: 20, type: !62)
!87 = !DILocation(line: 20, column: 9, scope: !57)
!88 = !DILocation(line: 20, column: 17, scope: !57)
!89 = !DILocation(line: 20, column: 22, scope: !57)
!90 = !DILocation(line: 20, column: 20, scope: !57)
!91 = !DILocalVariable(name: "t", scope: !92, file: !2, line: 21, type: !62)
!92 = distinct !DILexicalBlock(scope: !57, file: !2, line: 21, column: 5)
!93 = !DILocation(line: 21, column: 14, scope: !92)
!94 = !DILocation(line: 21, column: 10, scope: !92)
!95 = !DILocation(line: 21, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !2, line: 21, column: 5)
!97 = !DILocation(line: 21, column: 25, scope: !96)
!98 = !DILocation(line: 21, column: 23, scope: !96)
!99 = !DILocation(line: 21, column: 5, scope: !92)
!100 = !DILocalVariable(name: "k", scope: !101, file: !2, line: 22, type: !62)
!101 = distinct !DILexicalBlock(scope: !102, file: !2, line: 22, column: 9)
!102 = distinct !DILexicalBlock(scope: !96, file: !2, line: 21, column: 37)
!103 = !DILocation(line: 22, column: 18, scope: !101)
!104 = !DILocation(line: 22, column: 14, scope: !101)
!105 = !DILocation(line: 22, column: 25, scope: !106)
!106 = distinct !DILexicalBlock(scope: !101, file: !2, line: 22, column: 9)
!107 = !DILocation(line: 22, column: 29, scope: !106)
!108 = !DILocation(line: 22, column: 32, scope: !106)
!109 = !DILocation(line: 22, column: 27, scope: !106)
!110 = !DILocation(line: 22, column: 9, scope: !101)
!111 = !DILocalVariable(name: "j", scope: !112, file: !2, line: 23, type: !62)
!112 = distinct !DILexicalBlock(scope: !113, file: !2, line: 23, column: 13)
!113 = distinct !DILexicalBlock(scope: !106, file: !2, line: 22, column: 42)
!114 = !DILocation(line: 23, column: 22, scope: !112)
!115 = !DILocation(line: 23, column: 18, scope: !112)
!116 = !DILocation(line: 23, column: 29, scope: !117)
!117 = distinct !DILexicalBlock(scope: !112, file: !2, line: 23, column: 13)
!118 = !DILocation(line: 23, column: 33, scope: !117)
!119 = !DILocation(line: 23, column: 36, scope: !117)
!120 = !DILocation(line: 23, column: 31, scope: !117)
!121 = !DILocation(line: 23, column: 13, scope: !112)
!122 = !DILocalVariable(name: "i", scope: !123, file: !2, line: 24, type: !62)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 24, column: 17)
!124 = distinct !DILexicalBlock(scope: !117, file: !2, line: 23, column: 46)
!125 = !DILocation(line: 24, column: 26, scope: !123)
!126 = !DILocation(line: 24, column: 22, scope: !123)
!127 = !DILocation(line: 24, column: 33, scope: !128)
!128 = distinct !DILexicalBlock(scope: !123, file: !2, line: 24, column: 17)
!129 = !DILocation(line: 24, column: 37, scope: !128)
!130 = !DILocation(line: 24, column: 40, scope: !128)
!131 = !DILocation(line: 24, column: 35, scope: !128)
!132 = !DILocation(line: 24, column: 17, scope: !123)
!133 = !DILocalVariable(name: "c", scope: !134, file: !2, line: 25, type: !62)
!134 = distinct !DILexicalBlock(scope: !128, file: !2, line: 24, column: 50)
!135 = !DILocation(line: 25, column: 25, scope: !134)
!136 = !DILocation(line: 25, column: 29, scope: !134)
!137 = !DILocation(line: 25, column: 33, scope: !134)
!138 = !DILocation(line: 25, column: 31, scope: !134)
!139 = !DILocation(line: 25, column: 41, scope: !134)
!140 = !DILocation(line: 25, column: 45, scope: !134)
!141 = !DILocation(line: 25, column: 43, scope: !134)
!142 = !DILocation(line: 25, column: 39, scope: !134)
!143 = !DILocation(line: 25, column: 50, scope: !134)
!144 = !DILocation(line: 25, column: 48, scope: !134)
!145 = !DILocation(line: 26, column: 30, scope: !134)
!146 = !DILocation(line: 26, column: 36, scope: !134)
!147 = !DILocation(line: 26, column: 40, scope: !134)
!148 = !DILocation(line: 26, column: 44, scope: !134)
!149 = !DILocation(line: 26, column: 42, scope: !134)
!150 = !DILocation(line: 26, column: 53, scope: !134)
!151 = !DILocation(line: 26, column: 57, scope: !134)
!152 = !DILocation(line: 26, column: 61, scope: !134)
!153 = !DILocation(line: 26, column: 59, scope: !134)
!154 = !DILocation(line: 26, column: 51, scope: !134)
!155 = !DILocation(line: 26, column: 70, scope: !134)
!156 = !DILocation(line: 26, column: 74, scope: !134)
!157 = !DILocation(line: 26, column: 78, scope: !134)
!158 = !DILocation(line: 26, column: 76, scope: !134)
!159 = !DILocation(line: 26, column: 68, scope: !134)
!160 = !DILocation(line: 27, column: 36, scope: !134)
!161 = !DILocation(line: 27, column: 40, scope: !134)
!162 = !DILocation(line: 27, column: 44, scope: !134)
!163 = !DILocation(line: 27, column: 42, scope: !134)
!164 = !DILocation(line: 26, column: 82, scope: !134)
!165 = !DILocation(line: 27, column: 50, scope: !134)
!166 = !DILocation(line: 27, column: 54, scope: !134)
!167 = !DILocation(line: 27, column: 56, scope: !134)
!168 = !DILocation(line: 27, column: 48, scope: !134)
!169 = !DILocation(line: 27, column: 63, scope: !134)
!170 = !DILocation(line: 27, column: 67, scope: !134)
!171 = !DILocation(line: 27, column: 69, scope: !134)
!172 = !DILocation(line: 27, column: 61, scope: !134)
!173 = !DILocation(line: 28, column: 30, scope: !134)
!174 = !DILocation(line: 28, column: 35, scope: !134)
!175 = !DILocation(line: 28, column: 39, scope: !134)
!176 = !DILocation(line: 28, column: 33, scope: !134)
!177 = !DILocation(line: 27, column: 75, scope: !134)
!178 = !DILocation(line: 26, column: 21, scope: !134)
!179 = !DILocation(line: 26, column: 25, scope: !134)
!180 = !DILocation(line: 26, column: 28, scope: !134)
!181 = !DILocation(line: 29, column: 17, scope: !134)
!182 = !DILocation(line: 24, column: 46, scope: !128)
!183 = !DILocation(line: 24, column: 17, scope: !128)
!184 = distinct !{!184, !132, !185, !186}
!185 = !DILocation(line: 29, column: 17, scope: !123)
!186 = !{!"llvm.loop.mustprogress"}
!187 = !DILocation(line: 30, column: 13, scope: !124)
!188 = !DILocation(line: 23, column: 42, scope: !117)
!189 = !DILocation(line: 23, column: 13, scope: !117)
!190 = distinct !{!190, !121, !191, !186}
!191 = !DILocation(line: 30, column: 13, scope: !112)
!192 = !DILocation(line: 31, column: 9, scope: !113)
!193 = !DILocation(line: 22, column: 38, scope: !106)
!194 = !DILocation(line: 22, column: 9, scope: !106)
!195 = distinct !{!195, !110, !196, !186}
!196 = !DILocation(line: 31, column: 9, scope: !101)
!197 = !DILocalVariable(name: "tmp", scope: !102, file: !2, line: 32, type: !61)
!198 = !DILocation(line: 32, column: 17, scope: !102)
!199 = !DILocation(line: 32, column: 23, scope: !102)
!200 = !DILocation(line: 33, column: 15, scope: !102)
!201 = !DILocation(line: 33, column: 13, scope: !102)
!202 = !DILocation(line: 34, column: 15, scope: !102)
!203 = !DILocation(line: 34, column: 13, scope: !102)
!204 = !DILocation(line: 35, column: 5, scope: !102)
!205 = !DILocation(line: 21, column: 33, scope: !96)
!206 = !DILocation(line: 21, column: 5, scope: !96)
!207 = distinct !{!207, !99, !208, !186}
!208 = !DILocation(line: 35, column: 5, scope: !92)
!209 = !DILocation(line: 36, column: 1, scope: !57)
!210 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !211, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !42, retainedNodes: !63)
!211 = !DISubroutineType(types: !212)
!212 = !{!62, !62, !213}
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!215 = !DILocalVariable(name: "argc", arg: 1, scope: !210, file: !2, line: 43, type: !62)
!216 = !DILocation(line: 43, column: 14, scope: !210)
!217 = !DILocalVariable(name: "argv", arg: 2, scope: !210, file: !2, line: 43, type: !213)
!218 = !DILocation(line: 43, column: 27, scope: !210)
!219 = !DILocation(line: 45, column: 9, scope: !220)
!220 = distinct !DILexicalBlock(scope: !210, file: !2, line: 45, column: 9)
!221 = !DILocation(line: 45, column: 14, scope: !220)
!222 = !DILocation(line: 45, column: 9, scope: !210)
!223 = !DILocation(line: 46, column: 17, scope: !224)
!224 = distinct !DILexicalBlock(scope: !220, file: !2, line: 45, column: 19)
!225 = !DILocation(line: 46, column: 50, scope: !224)
!226 = !DILocation(line: 46, column: 9, scope: !224)
!227 = !DILocation(line: 47, column: 9, scope: !224)
!228 = !DILocalVariable(name: "f", scope: !210, file: !2, line: 49, type: !229)
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !231, line: 7, baseType: !232)
!231 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!232 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !233, line: 49, size: 1728, elements: !234)
!233 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!234 = !{!235, !236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !246, !247, !250, !252, !253, !254, !258, !260, !262, !266, !269, !271, !274, !277, !278, !280, !281, !282}
!235 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !232, file: !233, line: 51, baseType: !62, size: 32)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !232, file: !233, line: 54, baseType: !214, size: 64, offset: 64)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !232, file: !233, line: 55, baseType: !214, size: 64, offset: 128)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !232, file: !233, line: 56, baseType: !214, size: 64, offset: 192)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !232, file: !233, line: 57, baseType: !214, size: 64, offset: 256)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !232, file: !233, line: 58, baseType: !214, size: 64, offset: 320)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !232, file: !233, line: 59, baseType: !214, size: 64, offset: 384)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !232, file: !233, line: 60, baseType: !214, size: 64, offset: 448)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !232, file: !233, line: 61, baseType: !214, size: 64, offset: 512)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !232, file: !233, line: 64, baseType: !214, size: 64, offset: 576)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !232, file: !233, line: 65, baseType: !214, size: 64, offset: 640)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !232, file: !233, line: 66, baseType: !214, size: 64, offset: 704)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !232, file: !233, line: 68, baseType: !248, size: 64, offset: 768)
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64)
!249 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !233, line: 36, flags: DIFlagFwdDecl)
!250 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !232, file: !233, line: 70, baseType: !251, size: 64, offset: 832)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !232, file: !233, line: 72, baseType: !62, size: 32, offset: 896)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !232, file: !233, line: 73, baseType: !62, size: 32, offset: 928)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !232, file: !233, line: 74, baseType: !255, size: 64, offset: 960)
!255 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !256, line: 152, baseType: !257)
!256 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!257 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !232, file: !233, line: 77, baseType: !259, size: 16, offset: 1024)
!259 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !232, file: !233, line: 78, baseType: !261, size: 8, offset: 1040)
!261 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !232, file: !233, line: 79, baseType: !263, size: 8, offset: 1048)
!263 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !264)
!264 = !{!265}
!265 = !DISubrange(count: 1)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !232, file: !233, line: 81, baseType: !267, size: 64, offset: 1088)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !233, line: 43, baseType: null)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !232, file: !233, line: 89, baseType: !270, size: 64, offset: 1152)
!270 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !256, line: 153, baseType: !257)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !232, file: !233, line: 91, baseType: !272, size: 64, offset: 1216)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !233, line: 37, flags: DIFlagFwdDecl)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !232, file: !233, line: 92, baseType: !275, size: 64, offset: 1280)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64)
!276 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !233, line: 38, flags: DIFlagFwdDecl)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !232, file: !233, line: 93, baseType: !251, size: 64, offset: 1344)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !232, file: !233, line: 94, baseType: !279, size: 64, offset: 1408)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !232, file: !233, line: 95, baseType: !45, size: 64, offset: 1472)
!281 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !232, file: !233, line: 96, baseType: !62, size: 32, offset: 1536)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !232, file: !233, line: 98, baseType: !283, size: 160, offset: 1568)
!283 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !284)
!284 = !{!285}
!285 = !DISubrange(count: 20)
!286 = !DILocation(line: 49, column: 11, scope: !210)
!287 = !DILocation(line: 49, column: 21, scope: !210)
!288 = !DILocation(line: 49, column: 15, scope: !210)
!289 = !DILocation(line: 50, column: 10, scope: !290)
!290 = distinct !DILexicalBlock(scope: !210, file: !2, line: 50, column: 9)
!291 = !DILocation(line: 50, column: 9, scope: !210)
!292 = !DILocation(line: 51, column: 17, scope: !293)
!293 = distinct !DILexicalBlock(scope: !290, file: !2, line: 50, column: 13)
!294 = !DILocation(line: 51, column: 67, scope: !293)
!295 = !DILocation(line: 51, column: 9, scope: !293)
!296 = !DILocation(line: 52, column: 9, scope: !293)
!297 = !DILocalVariable(name: "hdr", scope: !210, file: !2, line: 54, type: !298)
!298 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 128, elements: !299)
!299 = !{!300}
!300 = !DISubrange(count: 4)
!301 = !DILocation(line: 54, column: 9, scope: !210)
!302 = !DILocalVariable(name: "coef", scope: !210, file: !2, line: 55, type: !303)
!303 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 128, elements: !304)
!304 = !{!305}
!305 = !DISubrange(count: 2)
!306 = !DILocation(line: 55, column: 12, scope: !210)
!307 = !DILocation(line: 56, column: 21, scope: !308)
!308 = distinct !DILexicalBlock(scope: !210, file: !2, line: 56, column: 9)
!309 = !DILocation(line: 56, column: 24, scope: !308)
!310 = !DILocation(line: 56, column: 10, scope: !308)
!311 = !DILocation(line: 56, column: 45, scope: !308)
!312 = !DILocation(line: 56, column: 60, scope: !308)
!313 = !DILocation(line: 56, column: 63, scope: !308)
!314 = !DILocation(line: 56, column: 49, scope: !308)
!315 = !DILocation(line: 56, column: 9, scope: !210)
!316 = !DILocation(line: 57, column: 17, scope: !317)
!317 = distinct !DILexicalBlock(scope: !308, file: !2, line: 56, column: 89)
!318 = !DILocation(line: 57, column: 72, scope: !317)
!319 = !DILocation(line: 57, column: 9, scope: !317)
!320 = !DILocation(line: 58, column: 16, scope: !317)
!321 = !DILocation(line: 58, column: 9, scope: !317)
!322 = !DILocation(line: 59, column: 9, scope: !317)
!323 = !DILocalVariable(name: "nx", scope: !210, file: !2, line: 61, type: !62)
!324 = !DILocation(line: 61, column: 9, scope: !210)
!325 = !DILocation(line: 61, column: 14, scope: !210)
!326 = !DILocalVariable(name: "ny", scope: !210, file: !2, line: 61, type: !62)
!327 = !DILocation(line: 61, column: 22, scope: !210)
!328 = !DILocation(line: 61, column: 27, scope: !210)
!329 = !DILocalVariable(name: "nz", scope: !210, file: !2, line: 61, type: !62)
!330 = !DILocation(line: 61, column: 35, scope: !210)
!331 = !DILocation(line: 61, column: 40, scope: !210)
!332 = !DILocalVariable(name: "iters", scope: !210, file: !2, line: 61, type: !62)
!333 = !DILocation(line: 61, column: 48, scope: !210)
!334 = !DILocation(line: 61, column: 56, scope: !210)
!335 = !DILocation(line: 62, column: 9, scope: !336)
!336 = distinct !DILexicalBlock(scope: !210, file: !2, line: 62, column: 9)
!337 = !DILocation(line: 62, column: 12, scope: !336)
!338 = !DILocation(line: 62, column: 16, scope: !336)
!339 = !DILocation(line: 62, column: 19, scope: !336)
!340 = !DILocation(line: 62, column: 22, scope: !336)
!341 = !DILocation(line: 62, column: 26, scope: !336)
!342 = !DILocation(line: 62, column: 29, scope: !336)
!343 = !DILocation(line: 62, column: 32, scope: !336)
!344 = !DILocation(line: 62, column: 36, scope: !336)
!345 = !DILocation(line: 62, column: 39, scope: !336)
!346 = !DILocation(line: 62, column: 45, scope: !336)
!347 = !DILocation(line: 62, column: 49, scope: !336)
!348 = !DILocation(line: 62, column: 52, scope: !336)
!349 = !DILocation(line: 62, column: 55, scope: !336)
!350 = !DILocation(line: 62, column: 62, scope: !336)
!351 = !DILocation(line: 62, column: 65, scope: !336)
!352 = !DILocation(line: 62, column: 68, scope: !336)
!353 = !DILocation(line: 62, column: 75, scope: !336)
!354 = !DILocation(line: 62, column: 78, scope: !336)
!355 = !DILocation(line: 62, column: 81, scope: !336)
!356 = !DILocation(line: 62, column: 88, scope: !336)
!357 = !DILocation(line: 63, column: 20, scope: !336)
!358 = !DILocation(line: 63, column: 9, scope: !336)
!359 = !DILocation(line: 63, column: 25, scope: !336)
!360 = !DILocation(line: 63, column: 23, scope: !336)
!361 = !DILocation(line: 63, column: 30, scope: !336)
!362 = !DILocation(line: 63, column: 28, scope: !336)
!363 = !DILocation(line: 63, column: 33, scope: !336)
!364 = !DILocation(line: 62, column: 9, scope: !210)
!365 = !DILocation(line: 64, column: 17, scope: !366)
!366 = distinct !DILexicalBlock(scope: !336, file: !2, line: 63, column: 48)
!367 = !DILocation(line: 64, column: 58, scope: !366)
!368 = !DILocation(line: 64, column: 9, scope: !366)
!369 = !DILocation(line: 65, column: 16, scope: !366)
!370 = !DILocation(line: 65, column: 9, scope: !366)
!371 = !DILocation(line: 66, column: 9, scope: !366)
!372 = !DILocalVariable(name: "n", scope: !210, file: !2, line: 68, type: !45)
!373 = !DILocation(line: 68, column: 12, scope: !210)
!374 = !DILocation(line: 68, column: 24, scope: !210)
!375 = !DILocation(line: 68, column: 16, scope: !210)
!376 = !DILocation(line: 68, column: 29, scope: !210)
!377 = !DILocation(line: 68, column: 27, scope: !210)
!378 = !DILocation(line: 68, column: 34, scope: !210)
!379 = !DILocation(line: 68, column: 32, scope: !210)
!380 = !DILocalVariable(name: "a0", scope: !210, file: !2, line: 69, type: !61)
!381 = !DILocation(line: 69, column: 13, scope: !210)
!382 = !DILocation(line: 69, column: 25, scope: !210)
!383 = !DILocation(line: 69, column: 27, scope: !210)
!384 = !DILocation(line: 69, column: 18, scope: !210)
!385 = !DILocalVariable(name: "anext", scope: !210, file: !2, line: 70, type: !61)
!386 = !DILocation(line: 70, column: 13, scope: !210)
!387 = !DILocation(line: 70, column: 28, scope: !210)
!388 = !DILocation(line: 70, column: 30, scope: !210)
!389 = !DILocation(line: 70, column: 21, scope: !210)
!390 = !DILocation(line: 71, column: 10, scope: !391)
!391 = distinct !DILexicalBlock(scope: !210, file: !2, line: 71, column: 9)
!392 = !DILocation(line: 71, column: 13, scope: !391)
!393 = !DILocation(line: 71, column: 17, scope: !391)
!394 = !DILocation(line: 71, column: 9, scope: !210)
!395 = !DILocation(line: 72, column: 17, scope: !396)
!396 = distinct !DILexicalBlock(scope: !391, file: !2, line: 71, column: 24)
!397 = !DILocation(line: 72, column: 9, scope: !396)
!398 = !DILocation(line: 73, column: 16, scope: !396)
!399 = !DILocation(line: 73, column: 9, scope: !396)
!400 = !DILocation(line: 74, column: 9, scope: !396)
!401 = !DILocation(line: 76, column: 21, scope: !402)
!402 = distinct !DILexicalBlock(scope: !210, file: !2, line: 76, column: 9)
!403 = !DILocation(line: 76, column: 24, scope: !402)
!404 = !DILocation(line: 76, column: 44, scope: !402)
!405 = !DILocation(line: 76, column: 10, scope: !402)
!406 = !DILocation(line: 76, column: 47, scope: !402)
!407 = !DILocation(line: 76, column: 56, scope: !402)
!408 = !DILocation(line: 76, column: 50, scope: !402)
!409 = !DILocation(line: 76, column: 59, scope: !402)
!410 = !DILocation(line: 76, column: 9, scope: !210)
!411 = !DILocation(line: 77, column: 17, scope: !412)
!412 = distinct !DILexicalBlock(scope: !402, file: !2, line: 76, column: 67)
!413 = !DILocation(line: 77, column: 83, scope: !412)
!414 = !DILocation(line: 77, column: 92, scope: !412)
!415 = !DILocation(line: 78, column: 17, scope: !412)
!416 = !DILocation(line: 78, column: 21, scope: !412)
!417 = !DILocation(line: 77, column: 9, scope: !412)
!418 = !DILocation(line: 79, column: 16, scope: !412)
!419 = !DILocation(line: 79, column: 9, scope: !412)
!420 = !DILocation(line: 80, column: 14, scope: !412)
!421 = !DILocation(line: 80, column: 9, scope: !412)
!422 = !DILocation(line: 81, column: 14, scope: !412)
!423 = !DILocation(line: 81, column: 9, scope: !412)
!424 = !DILocation(line: 82, column: 9, scope: !412)
!425 = !DILocation(line: 84, column: 12, scope: !210)
!426 = !DILocation(line: 84, column: 5, scope: !210)
!427 = !DILocation(line: 85, column: 12, scope: !210)
!428 = !DILocation(line: 85, column: 19, scope: !210)
!429 = !DILocation(line: 85, column: 23, scope: !210)
!430 = !DILocation(line: 85, column: 25, scope: !210)
!431 = !DILocation(line: 85, column: 5, scope: !210)
!432 = !DILocation(line: 87, column: 13, scope: !210)
!433 = !DILocation(line: 87, column: 22, scope: !210)
!434 = !DILocation(line: 87, column: 31, scope: !210)
!435 = !DILocation(line: 87, column: 35, scope: !210)
!436 = !DILocation(line: 87, column: 42, scope: !210)
!437 = !DILocation(line: 87, column: 46, scope: !210)
!438 = !DILocation(line: 87, column: 50, scope: !210)
!439 = !DILocation(line: 87, column: 54, scope: !210)
!440 = !DILocation(line: 87, column: 5, scope: !210)
!441 = !DILocalVariable(name: "res", scope: !210, file: !2, line: 89, type: !442)
!442 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !443, size: 64)
!443 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!444 = !DILocation(line: 89, column: 19, scope: !210)
!445 = !DILocation(line: 89, column: 26, scope: !210)
!446 = !DILocation(line: 89, column: 32, scope: !210)
!447 = !DILocation(line: 89, column: 36, scope: !210)
!448 = !DILocation(line: 89, column: 25, scope: !210)
!449 = !DILocation(line: 89, column: 44, scope: !210)
!450 = !DILocation(line: 89, column: 49, scope: !210)
!451 = !DILocalVariable(name: "sum", scope: !210, file: !2, line: 90, type: !60)
!452 = !DILocation(line: 90, column: 12, scope: !210)
!453 = !DILocalVariable(name: "i", scope: !454, file: !2, line: 91, type: !45)
!454 = distinct !DILexicalBlock(scope: !210, file: !2, line: 91, column: 5)
!455 = !DILocation(line: 91, column: 17, scope: !454)
!456 = !DILocation(line: 91, column: 10, scope: !454)
!457 = !DILocation(line: 91, column: 24, scope: !458)
!458 = distinct !DILexicalBlock(scope: !454, file: !2, line: 91, column: 5)
!459 = !DILocation(line: 91, column: 28, scope: !458)
!460 = !DILocation(line: 91, column: 26, scope: !458)
!461 = !DILocation(line: 91, column: 5, scope: !454)
!462 = !DILocation(line: 92, column: 16, scope: !458)
!463 = !DILocation(line: 92, column: 20, scope: !458)
!464 = !DILocation(line: 92, column: 13, scope: !458)
!465 = !DILocation(line: 92, column: 9, scope: !458)
!466 = !DILocation(line: 91, column: 32, scope: !458)
!467 = !DILocation(line: 91, column: 5, scope: !458)
!468 = distinct !{!468, !461, !469, !186}
!469 = !DILocation(line: 92, column: 21, scope: !454)
!470 = !DILocation(line: 93, column: 32, scope: !210)
!471 = !DILocation(line: 93, column: 5, scope: !210)
!472 = !DILocation(line: 94, column: 10, scope: !210)
!473 = !DILocation(line: 94, column: 5, scope: !210)
!474 = !DILocation(line: 95, column: 10, scope: !210)
!475 = !DILocation(line: 95, column: 5, scope: !210)
!476 = !DILocation(line: 96, column: 5, scope: !210)
!477 = !DILocation(line: 97, column: 1, scope: !210)
!478 = distinct !DISubprogram(name: "read_exact", scope: !2, file: !2, line: 38, type: !479, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !42, retainedNodes: !63)
!479 = !DISubroutineType(types: !480)
!480 = !{!62, !229, !279, !45, !45}
!481 = !DILocalVariable(name: "f", arg: 1, scope: !478, file: !2, line: 38, type: !229)
!482 = !DILocation(line: 38, column: 29, scope: !478)
!483 = !DILocalVariable(name: "buf", arg: 2, scope: !478, file: !2, line: 38, type: !279)
!484 = !DILocation(line: 38, column: 38, scope: !478)
!485 = !DILocalVariable(name: "size", arg: 3, scope: !478, file: !2, line: 38, type: !45)
!486 = !DILocation(line: 38, column: 50, scope: !478)
!487 = !DILocalVariable(name: "count", arg: 4, scope: !478, file: !2, line: 38, type: !45)
!488 = !DILocation(line: 38, column: 63, scope: !478)
!489 = !DILocation(line: 40, column: 18, scope: !478)
!490 = !DILocation(line: 40, column: 23, scope: !478)
!491 = !DILocation(line: 40, column: 29, scope: !478)
!492 = !DILocation(line: 40, column: 36, scope: !478)
!493 = !DILocation(line: 40, column: 12, scope: !478)
!494 = !DILocation(line: 40, column: 42, scope: !478)
!495 = !DILocation(line: 40, column: 39, scope: !478)
!496 = !DILocation(line: 40, column: 5, scope: !478)
